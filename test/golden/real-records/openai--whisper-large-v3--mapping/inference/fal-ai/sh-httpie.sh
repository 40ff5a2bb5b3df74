# Sends the audio file and prints the JSON answer.
sample1_b64=$(base64 < 'sample1.flac' | tr -d '\n')
payload='{
    "audio_url": "data:audio/flac;base64,'"$sample1_b64"'"
}'

http --check-status POST 'https://router.huggingface.co/fal-ai/fal-ai/whisper' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    <<< "$payload"
