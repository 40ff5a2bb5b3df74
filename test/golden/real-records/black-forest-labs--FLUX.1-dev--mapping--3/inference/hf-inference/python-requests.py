# Sends the prompt; the image is written to a file.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-dev"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": "A lighthouse on a rocky coast at sunset, painted in watercolour.",
    "parameters": {
        "num_inference_steps": 5
    }
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
with open("image.png", "wb") as f:
    f.write(response.content)
