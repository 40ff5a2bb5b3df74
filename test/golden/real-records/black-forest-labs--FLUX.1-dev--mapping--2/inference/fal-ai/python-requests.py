# Sends the prompt; the image is written to a file.
import os
import time
from urllib.parse import urlparse

import requests

API_URL = "https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "num_inference_steps": 5,
    "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour."
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
job = response.json()
status_url = "https://router.huggingface.co/fal-ai" + urlparse(job["response_url"]).path + "/status?_subdomain=queue"
while True:
    answer = requests.get(status_url, headers=headers)
    if not answer.ok:
        raise SystemExit(f"HTTP {answer.status_code}: {answer.text}")
    status = answer.json()
    if status.get("status") == "COMPLETED":
        break
    time.sleep(0.5)
answer = requests.get("https://router.huggingface.co/fal-ai" + urlparse(job["response_url"]).path + "?_subdomain=queue", headers=headers)
if not answer.ok:
    raise SystemExit(f"HTTP {answer.status_code}: {answer.text}")
result = answer.json()
media_url = result["images"][0]["url"]
media = requests.get(media_url)
media.raise_for_status()
with open("image.png", "wb") as f:
    f.write(media.content)
