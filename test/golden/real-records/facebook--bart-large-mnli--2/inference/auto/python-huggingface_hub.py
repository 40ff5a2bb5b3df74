import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# Sends the text with the labels to choose from; the answer scores each label.
result = client.zero_shot_classification(
    "I have a problem with my iphone that needs to be resolved asap!",
    candidate_labels=["urgent", "not urgent", "phone", "tablet", "computer"],
    model="facebook/bart-large-mnli",
)

print(result)
