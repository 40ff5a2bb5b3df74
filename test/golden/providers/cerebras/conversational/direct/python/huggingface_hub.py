import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="cerebras",
    api_key=os.environ["CEREBRAS_API_KEY"],
)

completion = client.chat.completions.create(
    model="hf-org/hf-model",
    messages=[
        {
            "role": "user",
            "content": "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
)

print(completion.choices[0].message.content)
