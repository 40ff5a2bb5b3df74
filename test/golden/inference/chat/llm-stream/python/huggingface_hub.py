import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

stream = client.chat.completions.create(
    model="acme/model-x",
    messages=[
        {
            "role": "user",
            "content": "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    stream=True,
)

for chunk in stream:
    if chunk.choices:
        print(chunk.choices[0].delta.content or "", end="")
