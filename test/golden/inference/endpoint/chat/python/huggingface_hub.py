import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    model="https://my-endpoint.example.com/v1",
    api_key=os.environ["API_TOKEN"],
)

completion = client.chat.completions.create(
    model="acme/model-x",
    messages=[
        {
            "role": "user",
            "content": "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
)

print(completion.choices[0].message.content)
