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
    "stream": False
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")

answer = json.loads(response.json()["choices"][0]["message"]["content"])
print(json.dumps(answer, indent=2, ensure_ascii=False))
