import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="together",
    api_key=os.environ["TOGETHER_API_KEY"],
)

# The client reads the image from disk and returns the edited one as a PIL image.
image = client.image_to_image(
    "cat.png",
    prompt="Give the cat a tiny knitted scarf.",
    model="hf-org/hf-model",
)

image.save("image.png")
