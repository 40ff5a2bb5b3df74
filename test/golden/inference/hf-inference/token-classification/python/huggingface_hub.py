import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# Sends the text and prints the model's answer.
result = client.token_classification(
    "Ada Lovelace wrote the first published algorithm in London in 1843.",
    model="acme/model-x",
)

print(result)
