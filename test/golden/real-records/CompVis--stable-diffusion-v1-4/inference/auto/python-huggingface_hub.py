import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# The client returns a PIL image.
image = client.text_to_image(
    "A high tech solarpunk utopia in the Amazon rainforest",
    num_inference_steps=5,
    model="CompVis/stable-diffusion-v1-4",
)

image.save("image.png")
