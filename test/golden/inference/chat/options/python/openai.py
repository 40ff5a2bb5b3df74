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
            "role": "user",
            "content": "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    temperature=0.5,
    max_tokens=512,
    top_p=0.7,
)

print(completion.choices[0].message.content)
