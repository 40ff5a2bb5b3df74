import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# feature_extraction returns a numpy array: pip install huggingface_hub numpy
# Sends the text and prints the model's answer.
result = client.feature_extraction(
    "Embeddings turn sentences into vectors that can be compared.",
    model="facebook/bart-base",
)

print(result)
