# Sends the audio file and prints the JSON answer.
curl 'https://router.huggingface.co/together/v1/audio/transcriptions' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -F 'file=@"sample1.flac";type=audio/flac' \
    --form-string 'model=provider-org/provider-model' \
    --fail-with-body
