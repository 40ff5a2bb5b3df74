# Sends the text; the audio is written to a file.
curl 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Gentle rain on a tin roof with distant thunder."
    }' \
    --fail-with-body \
    -o 'audio.flac' \
    || { cat 'audio.flac' >&2; rm -f 'audio.flac'; exit 1; }
