# Sends the text as JSON and prints the JSON answer.
import os

import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/model-x"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}

payload = {
    "inputs": "The city council met on Tuesday to discuss the new cycling plan. After three hours of debate, members agreed to add protected bike lanes on the four busiest streets, to be built over the next two years. Shop owners asked for loading zones to be kept, and the council promised to review the design with them before work starts in the spring."
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
