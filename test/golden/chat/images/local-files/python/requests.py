# Sends the chat messages and prints the reply.
import base64
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
    "stream": False
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json()["choices"][0]["message"]["content"])
