# Calls the Responses API and prints the text of the answer's message items.
# https://huggingface.co/docs/inference-providers/guides/responses-api
import json
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
            "content": "Give me a simple recipe for pancakes."
        }
    ],
    "text": {
        "format": {
            "type": "json_schema",
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
# The answer is JSON text in the requested format: parse it and print the object.
print(json.dumps(json.loads(text), indent=2, ensure_ascii=False))
