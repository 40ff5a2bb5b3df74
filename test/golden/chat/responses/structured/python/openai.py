import json
import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)

# The Responses API: https://huggingface.co/docs/inference-providers/guides/responses-api
response = client.responses.create(
    model="acme/model-x:hf-inference",
    input=[
        {
            "role": "user",
            "content": "Give me a simple recipe for pancakes."
        }
    ],
    text={
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
)

# The answer is JSON text in the requested format: parse it and print the object.
answer = json.loads(response.output_text)
print(json.dumps(answer, indent=2, ensure_ascii=False))
