import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="wavespeed",
    api_key=os.environ["WAVESPEED_API_KEY"],
)

# The client reads the image from disk and returns the video as bytes.
video = client.image_text_to_video(
    prompt="A red fox running through fresh snow",
    model="hf-org/hf-model",
)

with open("video.mp4", "wb") as f:
    f.write(video)
