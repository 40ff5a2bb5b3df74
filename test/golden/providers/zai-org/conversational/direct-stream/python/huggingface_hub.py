import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="zai-org",
    api_key=os.environ["ZAI_API_KEY"],
)

stream = client.chat.completions.create(
    model="hf-org/hf-model",
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
