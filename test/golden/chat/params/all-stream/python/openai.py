import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)

stream = client.chat.completions.create(
    model="acme/model-x:hf-inference",
    messages=[
        {
            "role": "system",
            "content": "Answer in one sentence."
        },
        {
            "role": "user",
            "content": "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    temperature=0.2,
    max_tokens=256,
    top_p=0.9,
    seed=42,
    stop="END",
    reasoning_effort="low",
    stream=True,
)

for chunk in stream:
    if chunk.choices:
        print(chunk.choices[0].delta.content or "", end="")
