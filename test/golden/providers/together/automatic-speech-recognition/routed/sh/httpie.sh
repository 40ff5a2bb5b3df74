# Sends the audio file and prints the JSON answer.
http --check-status --ignore-stdin --multipart POST 'https://router.huggingface.co/together/v1/audio/transcriptions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'file@sample1.flac;type=audio/flac' \
    'model=provider-org/provider-model'
