# Sends the text as JSON and prints the JSON answer.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/sentence-transformers/paraphrase-xlm-r-multilingual-v1/pipeline/sentence-similarity"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": {
        "source_sentence": "The cat is sleeping on the sofa.",
        "sentences": [
            "A kitten naps on the couch.",
            "The dog is barking at the mail carrier.",
            "Stock prices fell sharply this morning."
        ]
    }
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
