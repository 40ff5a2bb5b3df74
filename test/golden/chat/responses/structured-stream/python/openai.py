import json
import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)

# The Responses API streams typed events; the answer's text comes in "response.output_text.delta".
# https://huggingface.co/docs/inference-providers/guides/responses-api
stream = client.responses.create(
    model="acme/model-x:hf-inference",
    instructions="Reply with a JSON recipe.",
    input=[
        {
            "role": "user",
            "content": "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    text={
        "format": {
            "type": "json_object"
        }
    },
    stream=True,
)

# The JSON text arrives in pieces: collect them, then parse the whole answer.
text = ""
for event in stream:
    if event.type == "response.output_text.delta":
        text += event.delta

answer = json.loads(text)
print(json.dumps(answer, indent=2, ensure_ascii=False))
