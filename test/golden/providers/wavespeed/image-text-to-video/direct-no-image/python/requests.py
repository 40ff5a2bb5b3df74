# Sends the image and the prompt; the video is written to a file.
import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://api.wavespeed.ai/api/v3/provider-org/provider-model"
headers = {
    "Authorization": "Bearer " + os.environ["WAVESPEED_API_KEY"],
    "Content-Type": "application/json"
}

payload = {
    "image": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNgAAIAAAUAAen63NgAAAAASUVORK5CYII=",
    "images": [
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNgAAIAAAUAAen63NgAAAAASUVORK5CYII="
    ],
    "prompt": "A red fox running through fresh snow"
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
job = response.json()
status_url = "https://api.wavespeed.ai" + urlparse(job["data"]["urls"]["get"]).path
while True:
    answer = requests.get(status_url, headers=headers)
    if not answer.ok:
        raise SystemExit(f"HTTP {answer.status_code}: {answer.text}")
    status = answer.json()
    if status.get("data", {}).get("status") == "completed":
        break
    if status.get("data", {}).get("status") == "failed":
        raise RuntimeError(f"The job failed: {status}")
    time.sleep(0.5)
result = status
media_url = result["data"]["outputs"][0]
media = requests.get(media_url)
media.raise_for_status()
with open("video.mp4", "wb") as f:
    f.write(media.content)
