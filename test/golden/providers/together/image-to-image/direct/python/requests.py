# Sends the image and the prompt; the edited image is written to a file.
import base64
import os

import requests

API_URL = "https://api.together.xyz/v1/images/generations"
headers = {
    "Authorization": "Bearer " + os.environ["TOGETHER_API_KEY"],
    "Content-Type": "application/json"
}

with open("cat.png", "rb") as f:
    cat_b64 = base64.b64encode(f.read()).decode("utf-8")

payload = {
    "prompt": "Give the cat a tiny knitted scarf.",
    "reference_images": ["data:image/png;base64," + cat_b64],
    "response_format": "base64",
    "model": "provider-org/provider-model"
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
with open("image.png", "wb") as f:
    f.write(base64.b64decode(response.json()["data"][0]["b64_json"]))
