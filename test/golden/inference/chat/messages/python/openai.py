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
            "content": "Answer in French."
        },
        {
            "role": "user",
            "content": "Where is the nearest bakery?"
        }
    ],
)

print(completion.choices[0].message.content)
