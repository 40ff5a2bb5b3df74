# Sends the text; the speech is written to a file.
http --check-status --ignore-stdin --output 'speech.flac' POST 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "Welcome aboard. Please keep your seatbelt fastened while seated."
    }' || { cat 'speech.flac' >&2; rm -f 'speech.flac'; exit 1; }
