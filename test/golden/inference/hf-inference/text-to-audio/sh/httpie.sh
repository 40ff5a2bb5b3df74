# Sends the text; the audio is written to a file.
http --check-status --ignore-stdin --output 'audio.flac' POST 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "Gentle rain on a tin roof with distant thunder."
    }' || { cat 'audio.flac' >&2; rm -f 'audio.flac'; exit 1; }
