import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="wavespeed",
    api_key=os.environ["HF_TOKEN"],
)

# The client reads the image from disk and returns the edited one as a PIL image.
image = client.image_text_to_image(
    prompt="A red fox running through fresh snow",
    model="hf-org/hf-model",
)

image.save("image.png")
