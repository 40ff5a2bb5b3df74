import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="wavespeed",
    api_key=os.environ["HF_TOKEN"],
)

# The client returns the video as bytes.
video = client.text_to_video(
    "A paper boat drifting down a rain-filled street gutter.",
    model="hf-org/hf-model",
)

with open("video.mp4", "wb") as f:
    f.write(video)
