# Sends the text; the speech is written to a file.
http --check-status --ignore-stdin --output 'speech.mp3' POST 'https://router.huggingface.co/deepinfra/v1/openai/audio/speech' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "input": "Welcome aboard. Please keep your seatbelt fastened while seated.",
        "model": "provider-org/provider-model"
    }' || { cat 'speech.mp3' >&2; rm -f 'speech.mp3'; exit 1; }
