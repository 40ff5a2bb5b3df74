import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# The client returns a PIL image.
image = client.text_to_image(
    "A lighthouse on a rocky coast at sunset, painted in watercolour.",
    num_inference_steps=5,
    model="black-forest-labs/FLUX.1-schnell",
)

image.save("image.png")
