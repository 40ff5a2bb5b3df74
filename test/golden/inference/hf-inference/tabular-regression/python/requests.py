# Sends the table's columns and prints one prediction per row.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/model-x"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": {
        "data": {
            "Height": [11.52, 12.48],
            "Length1": [23.2, 24],
            "Length2": [25.4, 26.3],
            "Species": ["Bream", "Bream"]
        }
    }
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
