import json
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

stream = client.chat.completions.create(
    model="acme/model-x",
    messages=[
        {
            "role": "user",
            "content": "Give me a simple recipe for pancakes."
        }
    ],
    response_format={
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
    stream=True,
)

# The JSON text arrives in pieces: collect them, then parse the whole answer.
text = ""
for chunk in stream:
    if chunk.choices:
        text += chunk.choices[0].delta.content or ""

answer = json.loads(text)
print(json.dumps(answer, indent=2, ensure_ascii=False))
