# Sends the text as JSON and prints the JSON answer.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/model-x"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": "Ada Lovelace wrote the first published algorithm in London in 1843."
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
