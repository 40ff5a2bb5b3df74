import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# The client returns the audio as bytes.
audio = client.text_to_speech(
    "Welcome aboard. Please keep your seatbelt fastened while seated.",
    model="espnet/kan-bayashi_ljspeech_vits",
)

with open("speech.flac", "wb") as f:
    f.write(audio)
