# Sends the text; the audio is written to a file.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/model-x"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": "Gentle rain on a tin roof with distant thunder."
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
with open("audio.flac", "wb") as f:
    f.write(response.content)
