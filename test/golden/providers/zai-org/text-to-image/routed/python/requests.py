# Sends the prompt; the image is written to a file.
import os
import time
from urllib.parse import quote

import requests

API_URL = "https://router.huggingface.co/zai-org/api/paas/v4/async/images/generations"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
    "x-source-channel": "hugging_face",
    "accept-language": "en-US,en"
}

payload = {
    "num_inference_steps": 5,
    "model": "provider-org/provider-model",
    "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour."
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
job = response.json()
status_url = "https://router.huggingface.co/zai-org/api/paas/v4/async-result/" + quote(str(job["id"]), safe="")
while True:
    answer = requests.get(status_url, headers=headers)
    if not answer.ok:
        raise SystemExit(f"HTTP {answer.status_code}: {answer.text}")
    status = answer.json()
    if status.get("task_status") == "SUCCESS":
        break
    if status.get("task_status") == "FAIL":
        raise RuntimeError(f"The job failed: {status}")
    time.sleep(5)
result = status
media_url = result["image_result"][0]["url"]
media = requests.get(media_url)
media.raise_for_status()
with open("image.png", "wb") as f:
    f.write(media.content)
