# Sends the document image (base64) with the question.
import base64
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/naver-clova-ix/donut-base-finetuned-docvqa"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

with open("cat.png", "rb") as f:
    cat_b64 = base64.b64encode(f.read()).decode("utf-8")

payload = {
    "inputs": {
        "image": cat_b64,
        "question": "What colour is the cat?"
    }
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
