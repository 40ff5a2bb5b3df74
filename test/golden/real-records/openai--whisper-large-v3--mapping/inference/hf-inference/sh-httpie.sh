# Sends the audio file's bytes; the JSON answer is printed.
http --check-status POST 'https://router.huggingface.co/hf-inference/models/openai/whisper-large-v3' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:audio/flac' \
    < 'sample1.flac'
