# Sends the audio file's bytes and prints the JSON answer.
import requests

API_URL = "https://router.huggingface.co/hf-inference/models/acme/model-x"
headers = {
    "Authorization": "Bearer hf_literal_token",
    "Content-Type": "audio/flac"
}

with open("sample1.flac", "rb") as f:
    data = f.read()

response = requests.post(API_URL, headers=headers, data=data)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
print(response.json())
