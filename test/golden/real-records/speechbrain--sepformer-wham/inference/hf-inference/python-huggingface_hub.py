import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# Sends the audio file (the client reads it from disk); the answer is a list of labelled audio
# tracks, each written to its own file.
result = client.audio_to_audio(
    "sample1.flac",
    model="speechbrain/sepformer-wham",
)

for i, track in enumerate(result):
    with open(f"track_{i}.flac", "wb") as f:
        f.write(track.blob)
    print(track.label, f"track_{i}.flac")
