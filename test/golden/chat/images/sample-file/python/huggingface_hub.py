import base64
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)

# Local images go in the message as base64 data URLs.
with open("Statue-of-Liberty-Island-New-York-Bay.jpg", "rb") as f:
    image_b64 = base64.b64encode(f.read()).decode("utf-8")

completion = client.chat.completions.create(
    model="acme/model-x",
    messages=[
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "What landmark is shown here? Answer in one sentence."
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "data:image/jpeg;base64," + image_b64
                    }
                }
            ]
        }
    ],
)

print(completion.choices[0].message.content)
