import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# Sends the text and prints the model's answer.
result = client.sentence_similarity(
    "That is a happy person",
    other_sentences=["That is a happy dog", "That is a very happy person", "Today is a sunny day"],
    model="Qdrant/bge-small-en-v1.5-onnx-Q",
)

print(result)
