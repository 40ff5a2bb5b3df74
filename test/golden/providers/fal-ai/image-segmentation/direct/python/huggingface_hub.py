import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="fal-ai",
    api_key=os.environ["FAL_KEY"],
)

# Sends the image file (the client reads it from disk) and prints the answer.
result = client.image_segmentation(
    "cats.jpg",
    model="hf-org/hf-model",
)

print(result)
