# Sends the text; the speech is written to a file.
curl 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Welcome aboard. Please keep your seatbelt fastened while seated."
    }' \
    --fail-with-body \
    -o 'speech.flac' \
    || { cat 'speech.flac' >&2; rm -f 'speech.flac'; exit 1; }
