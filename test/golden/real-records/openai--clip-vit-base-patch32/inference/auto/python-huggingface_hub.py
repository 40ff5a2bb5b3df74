import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# Sends the image file (the client reads it from disk) with the labels to choose from; the
# answer scores each label.
result = client.zero_shot_image_classification(
    "cats.jpg",
    candidate_labels=["cat", "dog", "llama"],
    model="openai/clip-vit-base-patch32",
)

print(result)
