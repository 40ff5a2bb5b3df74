import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="together",
    api_key=os.environ["HF_TOKEN"],
)

# The client reads the image from disk and returns the video as bytes.
video = client.image_to_video(
    "cat.png",
    prompt="The cat slowly turns its head and blinks.",
    model="hf-org/hf-model",
)

with open("video.mp4", "wb") as f:
    f.write(video)
