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
    stop=["\n\n", "END"],
    reasoning_effort="low",
)

print(completion.choices[0].message.content)
