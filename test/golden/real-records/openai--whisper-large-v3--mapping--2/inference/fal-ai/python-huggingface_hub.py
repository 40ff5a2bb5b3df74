import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["HF_TOKEN"],
)

# Sends the audio file (the client reads it from disk) and prints the answer.
result = client.automatic_speech_recognition(
    "sample1.flac",
    model="openai/whisper-large-v3",
)

print(result)
