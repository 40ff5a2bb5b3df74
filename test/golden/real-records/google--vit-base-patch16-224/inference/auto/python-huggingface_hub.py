import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# Sends the image file (the client reads it from disk) and prints the answer.
result = client.image_classification(
    "cats.jpg",
    model="google/vit-base-patch16-224",
)

print(result)
