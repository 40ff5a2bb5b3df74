# Sends the text with the labels to choose from.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/facebook/bart-large-mnli"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": "I have a problem with my iphone that needs to be resolved asap!",
    "parameters": {
        "candidate_labels": ["urgent", "not urgent", "phone", "tablet", "computer"]
    }
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
