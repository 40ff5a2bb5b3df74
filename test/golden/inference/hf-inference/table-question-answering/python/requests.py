# Sends the question with the table to answer it from.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/model-x"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": {
        "query": "Which repository has the most contributors?",
        "table": {
            "Repository": ["model-atlas", "tiny-tokenizer", "vision-kit"],
            "Stars": ["1520", "830", "2210"],
            "Contributors": ["41", "12", "57"],
            "Programming language": ["TypeScript", "Rust", "Python"]
        }
    }
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
