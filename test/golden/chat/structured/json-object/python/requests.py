# Asks for an answer in a JSON format, parses it and prints the object.
# https://huggingface.co/docs/inference-providers/guides/structured-output
import json
import os

import requests

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "model": "acme/model-x:hf-inference",
    "messages": [
        {
            "role": "system",
            "content": "Reply with a JSON object."
        },
        {
            "role": "user",
            "content": "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    "response_format": {
        "type": "json_object"
    },
    "stream": False
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")

answer = json.loads(response.json()["choices"][0]["message"]["content"])
print(json.dumps(answer, indent=2, ensure_ascii=False))
