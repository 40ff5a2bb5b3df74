# Streams an answer in a JSON format, then parses the whole text and prints the object.
# https://huggingface.co/docs/inference-providers/guides/structured-output
import json
import os

import requests

API_URL = "https://router.huggingface.co/v1/chat/completions"
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
    "messages": [
        {
            "role": "user",
            "content": "Give me a simple recipe for pancakes."
        }
    ],
    "response_format": {
        "type": "json_schema",
        "json_schema": {
            "name": "recipe",
            "schema": {
                "type": "object",
                "properties": {
                    "title": {
                        "type": "string"
                    },
                    "servings": {
                        "type": "integer"
                    },
                    "ingredients": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    },
                    "steps": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    }
                },
                "required": ["title", "servings", "ingredients", "steps"],
                "additionalProperties": False
            },
            "strict": True
        }
    },
    "stream": True
}
response = requests.post(API_URL, headers=headers, json=payload, stream=True)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")

text = ""
for chunk in events(response):
    if chunk["choices"]:
        text += chunk["choices"][0]["delta"].get("content") or ""

answer = json.loads(text)
print(json.dumps(answer, indent=2, ensure_ascii=False))
