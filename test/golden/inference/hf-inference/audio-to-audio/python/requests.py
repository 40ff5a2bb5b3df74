# Sends the audio file's bytes; each audio track of the answer is written to its own file.
import base64
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/model-x"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "audio/flac"
}

with open("sample1.flac", "rb") as f:
    data = f.read()

response = requests.post(API_URL, headers=headers, data=data)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
for i, track in enumerate(response.json()):
    with open(f"track_{i}.flac", "wb") as f:
        f.write(base64.b64decode(track["blob"]))
    print(track["label"], f"track_{i}.flac")
