# A pipeline does the pre- and post-processing for this task
from transformers import pipeline

pipe = pipeline("automatic-speech-recognition", model="openai/whisper-large-v3-turbo")
print(pipe("https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/1.flac"))
