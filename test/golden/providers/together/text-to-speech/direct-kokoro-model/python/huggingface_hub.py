import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="together",
    api_key=os.environ["TOGETHER_API_KEY"],
)

# The client returns the audio as bytes.
audio = client.text_to_speech(
    "Welcome aboard. Please keep your seatbelt fastened while seated.",
    model="hf-org/hf-model",
)

with open("speech.flac", "wb") as f:
    f.write(audio)
