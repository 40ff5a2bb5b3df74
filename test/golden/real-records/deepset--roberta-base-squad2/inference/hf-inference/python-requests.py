# Sends the question with the context that holds the answer.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/deepset/roberta-base-squad2"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": {
        "question": "Where do I live?",
        "context": "My name is Wolfgang and I live in Berlin"
    }
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
