# Streams the Responses API's events and prints the answer's text deltas as they arrive.
# https://huggingface.co/docs/inference-providers/guides/responses-api
import json
import os

import requests

API_URL = "https://router.huggingface.co/v1/responses"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}


def events(response):
    """The JSON events of a server-sent-events answer."""
    for line in response.iter_lines():
        if line.startswith(b"data:") and line.strip() != b"data: [DONE]":
            yield json.loads(line[len(b"data:"):])


payload = {
    "model": "acme/model-x:hf-inference",
    "input": [
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

for event in events(response):
    if event["type"] == "response.output_text.delta":
        print(event["delta"], end="", flush=True)
print()
