import json
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

completion = client.chat.completions.create(
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
)

# The answer is JSON text in the requested format: parse it and print the object.
# https://huggingface.co/docs/inference-providers/guides/structured-output
answer = json.loads(completion.choices[0].message.content)
print(json.dumps(answer, indent=2, ensure_ascii=False))
