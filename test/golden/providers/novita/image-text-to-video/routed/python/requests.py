# Sends the image and the prompt; the video is written to a file.
import base64
import os
import time
from urllib.parse import quote

import requests

API_URL = "https://router.huggingface.co/novita/v3/minimax/v2/video_generation"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

with open("cat.png", "rb") as f:
    cat_b64 = base64.b64encode(f.read()).decode("utf-8")

payload = {
    "model": "MiniMax-H3",
    "content": [
        {
            "type": "text",
            "text": "Snow begins to fall gently around the cat."
        },
        {
            "type": "image_url",
            "image_url": {
                "url": "data:image/png;base64," + cat_b64
            },
            "role": "first_frame"
        }
    ],
    "resolution": "768P",
    "duration": 4,
    "ratio": "adaptive"
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
job = response.json()
status_url = "https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/" + quote(str(job["task_id"]), safe="")
while True:
    answer = requests.get(status_url, headers=headers)
    if not answer.ok:
        raise SystemExit(f"HTTP {answer.status_code}: {answer.text}")
    status = answer.json()
    if status.get("task", {}).get("status") == "succeeded":
        break
    if status.get("task", {}).get("status") == "failed":
        raise RuntimeError(f"The job failed: {status}")
    time.sleep(5)
result = status
media_url = result["task"]["content"]["url"]
media = requests.get(media_url)
media.raise_for_status()
with open("video.mp4", "wb") as f:
    f.write(media.content)
