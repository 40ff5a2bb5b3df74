# Sends the text; the speech is written to a file.
curl 'https://api.together.xyz/v1/audio/speech' \
    -X POST \
    -H 'Authorization: Bearer '"${TOGETHER_API_KEY:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "voice": "af_alloy",
        "input": "Welcome aboard. Please keep your seatbelt fastened while seated.",
        "model": "provider-org/Kokoro-model"
    }' \
    --fail-with-body \
    -o 'speech.mp3' \
    || { cat 'speech.mp3' >&2; rm -f 'speech.mp3'; exit 1; }
