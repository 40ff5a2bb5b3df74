# Sends the prompt; the video is written to a file.
import os
import time
from urllib.parse import quote

import requests

API_URL = "https://api.together.xyz/v2/videos"
headers = {
    "Authorization": "Bearer " + os.environ["TOGETHER_API_KEY"],
    "Content-Type": "application/json"
}

payload = {
    "prompt": "A paper boat drifting down a rain-filled street gutter.",
    "model": "provider-org/provider-model"
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
job = response.json()
status_url = "https://api.together.xyz/v2/videos/" + quote(str(job["id"]), safe="")
while True:
    answer = requests.get(status_url, headers=headers)
    if not answer.ok:
        raise SystemExit(f"HTTP {answer.status_code}: {answer.text}")
    status = answer.json()
    if status.get("status") == "completed":
        break
    if status.get("status") == "failed":
        raise RuntimeError(f"The job failed: {status}")
    time.sleep(2)
result = status
media_url = result["outputs"]["video_url"]
media = requests.get(media_url)
media.raise_for_status()
with open("video.mp4", "wb") as f:
    f.write(media.content)
