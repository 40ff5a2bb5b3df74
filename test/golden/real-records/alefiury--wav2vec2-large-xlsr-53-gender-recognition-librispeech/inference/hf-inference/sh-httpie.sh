# Sends the audio file's bytes; the JSON answer is printed.
http --check-status POST 'https://router.huggingface.co/hf-inference/models/alefiury/wav2vec2-large-xlsr-53-gender-recognition-librispeech' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:audio/flac' \
    < 'sample1.flac'
