import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
)

# Sends the text and prints the model's answer.
# A base model (no chat template): the prompt is sent as text to continue, not as a chat.
# A chat request to a base model gives poor answers: pick a chat model for conversations.
result = client.text_generation(
    "My name is Julien and I like to",
    model="gpt2",
)

print(result)
