# Sends the prompt; the image is written to a file.
import base64
import os

import requests

API_URL = "https://router.huggingface.co/together/v1/images/generations"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "steps": 5,
    "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour.",
    "response_format": "base64",
    "model": "black-forest-labs/FLUX.1-dev"
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
with open("image.png", "wb") as f:
    f.write(base64.b64decode(response.json()["data"][0]["b64_json"]))
