# Sends the chat messages and prints the reply as it streams in (server-sent events).
import json
import os

import requests

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "model": "acme/model-x",
    "messages": [
        {
            "role": "user",
            "content": "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    "stream": True
}
response = requests.post(API_URL, headers=headers, json=payload, stream=True)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
for line in response.iter_lines():
    if not line.startswith(b"data:") or line.strip() == b"data: [DONE]":
        continue
    chunk = json.loads(line[len(b"data:"):])
    if chunk["choices"]:
        print(chunk["choices"][0]["delta"].get("content") or "", end="")
