import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/novita/v3/openai",
    api_key=os.environ["HF_TOKEN"],
)

# This provider serves text generation through its chat route only: the client calls that route with the prompt as one user message.
# A base model has no chat template, so expect weaker answers than from a chat model.
completion = client.chat.completions.create(
    model="provider-org/provider-model",
    messages=[
        {
            "role": "user",
            "content": "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
)

print(completion.choices[0].message.content)
