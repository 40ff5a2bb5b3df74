# Sends the image and the prompt; the edited image is written to a file.
import base64
import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://queue.fal.run/provider-org/provider-model"
headers = {
    "Authorization": "Key " + os.environ["FAL_KEY"],
    "Content-Type": "application/json"
}

with open("cat.png", "rb") as f:
    cat_b64 = base64.b64encode(f.read()).decode("utf-8")

payload = {
    "prompt": "Paint the background in the style of a starry night.",
    "image_url": "data:image/png;base64," + cat_b64,
    "image_urls": ["data:image/png;base64," + cat_b64]
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
job = response.json()
status_url = "https://queue.fal.run" + urlparse(job["response_url"]).path + "/status"
while True:
    answer = requests.get(status_url, headers=headers)
    if not answer.ok:
        raise SystemExit(f"HTTP {answer.status_code}: {answer.text}")
    status = answer.json()
    if status.get("status") == "COMPLETED":
        break
    time.sleep(0.5)
answer = requests.get("https://queue.fal.run" + urlparse(job["response_url"]).path, headers=headers)
if not answer.ok:
    raise SystemExit(f"HTTP {answer.status_code}: {answer.text}")
result = answer.json()
media_url = result["images"][0]["url"]
media = requests.get(media_url)
media.raise_for_status()
with open("image.png", "wb") as f:
    f.write(media.content)
