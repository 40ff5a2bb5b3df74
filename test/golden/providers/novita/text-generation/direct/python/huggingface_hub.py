import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="novita",
    api_key=os.environ["NOVITA_API_KEY"],
)

# Sends the text and prints the model's answer.
result = client.text_generation(
    "Suggest three names for a bakery that only sells sourdough bread.",
    model="hf-org/hf-model",
)

print(result)
