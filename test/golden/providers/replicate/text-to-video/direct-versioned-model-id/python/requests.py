# Sends the prompt; the video is written to a file.
import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://api.replicate.com/v1/predictions"
headers = {
    "Authorization": "Bearer " + os.environ["REPLICATE_API_TOKEN"],
    "Content-Type": "application/json",
    "Prefer": "wait"
}

payload = {
    "input": {
        "prompt": "A paper boat drifting down a rain-filled street gutter."
    },
    "version": "5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa"
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
with open("video.mp4", "wb") as f:
    f.write(media.content)
