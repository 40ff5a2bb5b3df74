# Sends the audio file and prints the JSON answer.
http --check-status --ignore-stdin --multipart POST 'https://api.deepinfra.com/v1/openai/audio/transcriptions' \
    'Authorization:Bearer '"${DEEPINFRA_TOKEN:?}" \
    'file@sample1.flac;type=audio/flac' \
    'model=provider-org/provider-model'
