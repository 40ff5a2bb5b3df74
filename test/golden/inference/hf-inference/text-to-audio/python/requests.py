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
response.raise_for_status()
with open("audio.flac", "wb") as f:
    f.write(response.content)
