import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# Asks a question about a passage of text.
result = client.question_answering(
    question="Where do I live?",
    context="My name is Wolfgang and I live in Berlin",
    model="deepset/roberta-base-squad2",
)

print(result)
