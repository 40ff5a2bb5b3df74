import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# Sends the image file (the client reads it from disk) and prints the answer.
result = client.image_segmentation(
    "cats.jpg",
    model="facebook/detr-resnet-50-panoptic",
)

print(result)
