# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("automatic-speech-recognition", model="jonatasgrosman/wav2vec2-large-xlsr-53-english")
print(pipe("https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/1.flac"))
