# Sends the prompt; the image is written to a file.
import base64
import os

import requests

API_URL = "https://api.together.xyz/v1/images/generations"
headers = {
    "Authorization": "Bearer " + os.environ["TOGETHER_API_KEY"],
    "Content-Type": "application/json"
}

payload = {
    "steps": 5,
    "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour.",
    "response_format": "base64",
    "model": "provider-org/provider-model"
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
with open("image.png", "wb") as f:
    f.write(base64.b64decode(response.json()["data"][0]["b64_json"]))
