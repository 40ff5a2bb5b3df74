import json
import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)

completion = client.chat.completions.create(
    model="acme/model-x:hf-inference",
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
