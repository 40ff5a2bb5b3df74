import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="scaleway",
    api_key=os.environ["SCW_SECRET_KEY"],
)

# feature_extraction returns a numpy array: pip install huggingface_hub numpy
# Sends the text and prints the model's answer.
result = client.feature_extraction(
    "Embeddings turn sentences into vectors that can be compared.",
    model="hf-org/hf-model",
)

print(result)
