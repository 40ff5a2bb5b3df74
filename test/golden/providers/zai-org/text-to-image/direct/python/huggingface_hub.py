import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="zai-org",
    api_key=os.environ["ZAI_API_KEY"],
)

# The client returns a PIL image.
image = client.text_to_image(
    "A lighthouse on a rocky coast at sunset, painted in watercolour.",
    num_inference_steps=5,
    model="hf-org/hf-model",
)

image.save("image.png")
