import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="openai",
    api_key=os.environ["OPENAI_API_KEY"],
)

stream = client.chat.completions.create(
    model="provider-org/provider-model",
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
