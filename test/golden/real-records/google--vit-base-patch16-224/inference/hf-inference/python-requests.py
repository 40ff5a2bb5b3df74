# Sends the image file's bytes and prints the JSON answer.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/google/vit-base-patch16-224"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "image/jpeg"
}

with open("cats.jpg", "rb") as f:
    data = f.read()

response = requests.post(API_URL, headers=headers, data=data)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
