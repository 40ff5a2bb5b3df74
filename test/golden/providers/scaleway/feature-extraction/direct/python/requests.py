# Sends the text as JSON and prints the JSON answer.
import os

import requests

API_URL = "https://api.scaleway.ai/v1/embeddings"
headers = {
    "Authorization": "Bearer " + os.environ["SCW_SECRET_KEY"],
    "Content-Type": "application/json"
}

payload = {
    "input": "Embeddings turn sentences into vectors that can be compared.",
    "model": "provider-org/provider-model"
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
