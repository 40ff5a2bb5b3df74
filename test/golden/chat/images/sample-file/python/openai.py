import base64
import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)

# Local images go in the message as base64 data URLs.
with open("Statue-of-Liberty-Island-New-York-Bay.jpg", "rb") as f:
    image_b64 = base64.b64encode(f.read()).decode("utf-8")

completion = client.chat.completions.create(
    model="acme/model-x:hf-inference",
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
