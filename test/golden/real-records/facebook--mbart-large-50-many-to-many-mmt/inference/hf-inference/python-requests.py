# Sends the text as JSON and prints the JSON answer.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/facebook/mbart-large-50-many-to-many-mmt"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": "Mein Zug hat heute zwanzig Minuten Verspätung."
}
response = requests.post(API_URL, headers=headers, json=payload)
response.raise_for_status()
print(response.json())
