# Sends the audio file and prints the JSON answer.
sample1_b64=$(base64 < 'sample1.flac' | tr -d '\n')
payload='{
    "audio_url": "data:audio/flac;base64,'"$sample1_b64"'"
}'

curl 'https://fal.run/provider-org/provider-model' \
    -X POST \
    -H 'Authorization: Key '"${FAL_KEY:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    --fail-with-body
