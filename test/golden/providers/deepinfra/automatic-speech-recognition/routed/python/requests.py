# Sends the audio file and prints the JSON answer.
import os

import requests

API_URL = "https://router.huggingface.co/deepinfra/v1/openai/audio/transcriptions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"]
}

with open("sample1.flac", "rb") as f:
    file_bytes = f.read()
files = {"file": ("sample1.flac", file_bytes, "audio/flac")}
data = {
    "model": "provider-org/provider-model"
}

response = requests.post(API_URL, headers=headers, files=files, data=data)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
