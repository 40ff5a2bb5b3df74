# Sends the text; the speech is written to a file.
curl 'https://router.huggingface.co/deepinfra/v1/openai/audio/speech' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "input": "Welcome aboard. Please keep your seatbelt fastened while seated.",
        "model": "provider-org/provider-model"
    }' \
    --fail-with-body \
    -o 'speech.mp3' \
    || { cat 'speech.mp3' >&2; rm -f 'speech.mp3'; exit 1; }
