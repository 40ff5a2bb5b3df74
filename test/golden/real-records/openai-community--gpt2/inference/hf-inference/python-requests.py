# Sends the text as JSON and prints the JSON answer.
# A base model (no chat template): the prompt goes to the completions route as text to continue.
# A chat request to a base model gives poor answers: pick a chat model for conversations.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/openai-community/gpt2/v1/completions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "model": "openai-community/gpt2",
    "prompt": "My name is Julien and I like to"
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
