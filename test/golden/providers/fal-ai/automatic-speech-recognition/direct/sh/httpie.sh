# Sends the audio file and prints the JSON answer.
sample1_b64=$(base64 < 'sample1.flac' | tr -d '\n')
payload='{
    "audio_url": "data:audio/flac;base64,'"$sample1_b64"'"
}'

http --check-status POST 'https://fal.run/provider-org/provider-model' \
    'Authorization:Key '"${FAL_KEY:?}" \
    'Content-Type:application/json' \
    <<< "$payload"
