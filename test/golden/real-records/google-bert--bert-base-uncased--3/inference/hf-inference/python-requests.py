# Sends the text as JSON and prints the JSON answer.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/google-bert/bert-base-uncased"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": "Paris is the [MASK] of France."
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
