import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# Sends the text and prints the model's answer.
result = client.translation(
    "My name is Wolfgang and I live in Berlin",
    model="google-t5/t5-small",
)

print(result)
