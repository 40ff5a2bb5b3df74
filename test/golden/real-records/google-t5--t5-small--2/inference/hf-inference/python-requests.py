# Sends the text as JSON and prints the JSON answer.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/google-t5/t5-small"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": "My name is Wolfgang and I live in Berlin"
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
