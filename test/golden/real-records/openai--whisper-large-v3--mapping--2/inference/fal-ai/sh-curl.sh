# Sends the audio file and prints the JSON answer.
sample1_b64=$(base64 < 'sample1.flac' | tr -d '\n')
payload='{
    "audio_url": "data:audio/flac;base64,'"$sample1_b64"'"
}'

curl 'https://router.huggingface.co/fal-ai/fal-ai/whisper' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    --fail-with-body
