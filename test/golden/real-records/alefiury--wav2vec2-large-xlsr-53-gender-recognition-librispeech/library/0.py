# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("audio-classification", model="alefiury/wav2vec2-large-xlsr-53-gender-recognition-librispeech")
print(pipe("https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/1.flac"))
