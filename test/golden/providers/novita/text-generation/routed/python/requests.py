# Sends the chat messages and prints the reply.
# This provider serves text generation through its chat route only: the prompt goes as one user message.
# A base model has no chat template, so expect weaker answers than from a chat model.
import os

import requests

API_URL = "https://router.huggingface.co/novita/v3/openai/chat/completions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "model": "provider-org/provider-model",
    "messages": [
        {
            "role": "user",
            "content": "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    "stream": False
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json()["choices"][0]["message"]["content"])
