# Sends the audio file and prints the JSON answer.
curl 'https://api.together.xyz/v1/audio/transcriptions' \
    -X POST \
    -H 'Authorization: Bearer '"${TOGETHER_API_KEY:?}" \
    -F 'file=@"sample1.flac";type=audio/flac' \
    --form-string 'model=provider-org/provider-model' \
    --fail-with-body
