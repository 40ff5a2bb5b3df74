# Sends the text; the speech is written to a file.
import os

import requests

API_URL = "https://fal.run/provider-org/provider-model"
headers = {
    "Authorization": "Key " + os.environ["FAL_KEY"],
    "Content-Type": "application/json"
}

payload = {
    "text": "Welcome aboard. Please keep your seatbelt fastened while seated."
}
response = requests.post(API_URL, headers=headers, json=payload)
if not response.ok:
    raise SystemExit(f"HTTP {response.status_code}: {response.text}")
media_url = response.json()["audio"]["url"]
media = requests.get(media_url)
media.raise_for_status()
with open("speech.mp3", "wb") as f:
    f.write(media.content)
