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
            "role": "system",
            "content": "Reply with a JSON object."
        },
        {
            "role": "user",
            "content": "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    response_format={
        "type": "json_object"
    },
)

# The answer is JSON text in the requested format: parse it and print the object.
# https://huggingface.co/docs/inference-providers/guides/structured-output
answer = json.loads(completion.choices[0].message.content)
print(json.dumps(answer, indent=2, ensure_ascii=False))
