# Sends the audio file and prints the JSON answer.
import base64
import os

import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/whisper"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

with open("sample1.flac", "rb") as f:
    sample1_b64 = base64.b64encode(f.read()).decode("utf-8")

payload = {
    "audio_url": "data:audio/flac;base64," + sample1_b64
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
