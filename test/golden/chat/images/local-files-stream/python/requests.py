# Sends the chat messages and prints the reply as it streams in (server-sent events).
import base64
import json
import os

import requests

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

with open("cats.jpg", "rb") as f:
    cats_b64 = base64.b64encode(f.read()).decode("utf-8")
with open("cat.png", "rb") as f:
    cat_b64 = base64.b64encode(f.read()).decode("utf-8")

payload = {
    "model": "acme/model-x:hf-inference",
    "messages": [
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "What differs between these two pictures?"
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "data:image/jpeg;base64," + cats_b64
                    }
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "data:image/png;base64," + cat_b64
                    }
                }
            ]
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
