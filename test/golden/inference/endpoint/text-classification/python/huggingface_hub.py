import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    model="https://my-endpoint.example.com",
    api_key=os.environ["API_TOKEN"],
)

# Sends the text and prints the model's answer.
result = client.text_classification(
    "The delivery came two days early and everything worked out of the box.",
)

print(result)
