# Sends the audio file's bytes; the JSON answer is printed.
curl 'https://router.huggingface.co/hf-inference/models/jonatasgrosman/wav2vec2-large-xlsr-53-english' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: audio/flac' \
    --data-binary '@sample1.flac' \
    --fail-with-body
