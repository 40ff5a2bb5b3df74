import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)

# The Responses API: https://huggingface.co/docs/inference-providers/guides/responses-api
response = client.responses.create(
    model="acme/model-x:hf-inference",
    instructions="Think, then answer briefly.",
    input=[
        {
            "role": "user",
            "content": "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    temperature=0.3,
    max_output_tokens=300,
    reasoning={
        "effort": "high"
    },
)

print(response.output_text)
