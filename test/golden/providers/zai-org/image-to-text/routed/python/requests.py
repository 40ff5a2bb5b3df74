# Sends the image file and prints the JSON answer.
import base64
import os

import requests

API_URL = "https://router.huggingface.co/zai-org/api/paas/v4/layout_parsing"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
    "x-source-channel": "hugging_face",
    "accept-language": "en-US,en"
}

with open("cats.jpg", "rb") as f:
    cats_b64 = base64.b64encode(f.read()).decode("utf-8")

payload = {
    "model": "provider-org/provider-model",
    "file": "data:image/jpeg;base64," + cats_b64
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
