# Sends the text; the speech is written to a file.
answer=$(curl 'https://router.huggingface.co/fal-ai/provider-org/provider-model' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "text": "Welcome aboard. Please keep your seatbelt fastened while seated."
    }' \
    -sS --fail-with-body) || { echo "$answer" >&2; exit 1; }
curl -sSf -o 'speech.mp3' "$(jq -r '.["audio"]["url"]' <<< "$answer")"
