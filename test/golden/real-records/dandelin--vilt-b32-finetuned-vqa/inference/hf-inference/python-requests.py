# Sends the image (base64) with the question.
import base64
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/dandelin/vilt-b32-finetuned-vqa"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

with open("cats.jpg", "rb") as f:
    cats_b64 = base64.b64encode(f.read()).decode("utf-8")

payload = {
    "inputs": {
        "image": cats_b64,
        "question": "What's the animal doing?"
    }
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
