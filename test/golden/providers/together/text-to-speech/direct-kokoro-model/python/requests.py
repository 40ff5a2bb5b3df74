# Sends the text; the speech is written to a file.
import os

import requests

API_URL = "https://api.together.xyz/v1/audio/speech"
headers = {
    "Authorization": "Bearer " + os.environ["TOGETHER_API_KEY"],
    "Content-Type": "application/json"
}

payload = {
    "voice": "af_alloy",
    "input": "Welcome aboard. Please keep your seatbelt fastened while seated.",
    "model": "provider-org/Kokoro-model"
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
with open("speech.mp3", "wb") as f:
    f.write(response.content)
