import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# Sends the text and prints the model's answer.
result = client.text_classification(
    "The delivery came two days early and everything worked out of the box.",
    model="distilbert-base-uncased-finetuned-sst-2-english",
)

print(result)
