# Sends the text as JSON and prints the JSON answer.
# A base model (no chat template): the prompt goes to the completions route as text to continue.
# A chat request to a base model gives poor answers: pick a chat model for conversations.
import os

import requests

API_URL = "https://api.together.xyz/v1/completions"
headers = {
    "Authorization": "Bearer " + os.environ["TOGETHER_API_KEY"],
    "Content-Type": "application/json"
}

payload = {
    "model": "provider-org/provider-model",
    "prompt": "Suggest three names for a bakery that only sells sourdough bread."
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
