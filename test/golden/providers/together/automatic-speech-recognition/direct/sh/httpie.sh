# Sends the audio file and prints the JSON answer.
http --check-status --ignore-stdin --multipart POST 'https://api.together.xyz/v1/audio/transcriptions' \
    'Authorization:Bearer '"${TOGETHER_API_KEY:?}" \
    'file@sample1.flac;type=audio/flac' \
    'model=provider-org/provider-model'
