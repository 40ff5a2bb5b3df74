# Sends the image and the prompt; the edited image is written to a file.
import base64
import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://api.replicate.com/v1/models/provider-org/provider-model/predictions"
headers = {
    "Authorization": "Bearer " + os.environ["REPLICATE_API_TOKEN"],
    "Content-Type": "application/json",
    "Prefer": "wait"
}

with open("cat.png", "rb") as f:
    cat_b64 = base64.b64encode(f.read()).decode("utf-8")

payload = {
    "input": {
        "prompt": "Give the cat a tiny knitted scarf.",
        "image": "data:image/png;base64," + cat_b64,
        "images": ["data:image/png;base64," + cat_b64],
        "input_image": "data:image/png;base64," + cat_b64,
        "input_images": ["data:image/png;base64," + cat_b64]
    }
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
job = response.json()
status_url = "https://api.replicate.com" + urlparse(job["urls"]["get"]).path
while True:
    answer = requests.get(status_url, headers=headers)
    if not answer.ok:
        raise SystemExit(f"HTTP {answer.status_code}: {answer.text}")
    status = answer.json()
    if status.get("status") == "succeeded":
        break
    if status.get("status") in ["failed", "canceled"]:
        raise RuntimeError(f"The job failed: {status}")
    time.sleep(1)
result = status
media_url = result["output"]
if isinstance(media_url, list):
    media_url = media_url[0]
media = requests.get(media_url)
media.raise_for_status()
with open("image.png", "wb") as f:
    f.write(media.content)
