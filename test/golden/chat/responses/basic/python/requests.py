# Calls the Responses API and prints the text of the answer's message items.
# https://huggingface.co/docs/inference-providers/guides/responses-api
import os

import requests

API_URL = "https://router.huggingface.co/v1/responses"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "model": "acme/model-x:hf-inference",
    "input": [
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

text = "".join(
    part["text"]
    for item in response.json()["output"] if item["type"] == "message"
    for part in item["content"] if part["type"] == "output_text"
)
print(text)
