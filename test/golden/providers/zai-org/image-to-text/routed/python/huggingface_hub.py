import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="zai-org",
    api_key=os.environ["HF_TOKEN"],
)

# Sends the image file (the client reads it from disk) and prints the answer.
result = client.image_to_text(
    "cats.jpg",
    model="hf-org/hf-model",
)

print(result)
