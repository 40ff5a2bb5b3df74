import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# Sends the text with the labels to choose from; the answer scores each label.
result = client.zero_shot_classification(
    "My card was charged twice for the same order and I would like one of the payments returned.",
    candidate_labels=["refund", "legal", "faq"],
    model="acme/model-x",
)

print(result)
