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
    extra_body={
        "reasoning_effort": "low"
    },
)

print(completion.choices[0].message.content)
