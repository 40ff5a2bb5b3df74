import base64
import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)

# Local images go in the message as base64 data URLs.
with open("cats.jpg", "rb") as f:
    image_b64 = base64.b64encode(f.read()).decode("utf-8")
with open("cat.png", "rb") as f:
    image2_b64 = base64.b64encode(f.read()).decode("utf-8")

# The Responses API: https://huggingface.co/docs/inference-providers/guides/responses-api
response = client.responses.create(
    model="acme/model-x:hf-inference",
    input=[
        {
            "role": "user",
            "content": [
                {
                    "type": "input_text",
                    "text": "What differs between these two pictures?"
                },
                {
                    "type": "input_image",
                    "image_url": "data:image/jpeg;base64," + image_b64
                },
                {
                    "type": "input_image",
                    "image_url": "data:image/png;base64," + image2_b64
                }
            ]
        }
    ],
)

print(response.output_text)
