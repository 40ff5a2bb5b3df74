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
            "content": "Answer in French."
        },
        {
            "role": "user",
            "content": "Where is the nearest bakery?"
        }
    ],
)

print(completion.choices[0].message.content)
