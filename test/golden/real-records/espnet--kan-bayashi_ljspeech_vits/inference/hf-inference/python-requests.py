# Sends the text; the speech is written to a file.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/espnet/kan-bayashi_ljspeech_vits"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": "Welcome aboard. Please keep your seatbelt fastened while seated."
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
with open("speech.flac", "wb") as f:
    f.write(response.content)
