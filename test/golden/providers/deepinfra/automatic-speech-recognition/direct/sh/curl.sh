# Sends the audio file's bytes; the JSON answer is printed.
curl 'https://api.deepinfra.com/v1/openai/audio/transcriptions' \
    -X POST \
    -H 'Authorization: Bearer '"$DEEPINFRA_TOKEN" \
    -F 'file=@sample1.flac;type=audio/flac' \
    --form-string 'model=provider-org/provider-model'
