import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# Sends the audio file (the client reads it from disk) and prints the answer.
result = client.audio_classification(
    "sample1.flac",
    model="alefiury/wav2vec2-large-xlsr-53-gender-recognition-librispeech",
)

print(result)
