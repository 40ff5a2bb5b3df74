# Calls the Responses API and prints the text of the answer's message items.
# https://huggingface.co/docs/inference-providers/guides/responses-api
import base64
import os

import requests

API_URL = "https://router.huggingface.co/v1/responses"
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
    "input": [
        {
            "role": "user",
            "content": [
                {
                    "type": "input_text",
                    "text": "What differs between these two pictures?"
                },
                {
                    "type": "input_image",
                    "image_url": "data:image/jpeg;base64," + cats_b64
                },
                {
                    "type": "input_image",
                    "image_url": "data:image/png;base64," + cat_b64
                }
            ]
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
