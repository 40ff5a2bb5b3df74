import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# Sends the text and prints the model's answer.
result = client.translation(
    "Mein Zug hat heute zwanzig Minuten Verspätung.",
    model="facebook/mbart-large-50-many-to-many-mmt",
)

print(result)
