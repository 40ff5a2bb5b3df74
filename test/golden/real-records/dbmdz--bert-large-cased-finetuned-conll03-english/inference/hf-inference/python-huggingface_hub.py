import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# Sends the text and prints the model's answer.
result = client.token_classification(
    "My name is Wolfgang and I live in Berlin",
    model="dbmdz/bert-large-cased-finetuned-conll03-english",
)

print(result)
