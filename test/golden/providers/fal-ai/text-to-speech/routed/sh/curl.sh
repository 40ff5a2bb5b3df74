# Sends the text; the speech is written to a file.
curl 'https://router.huggingface.co/fal-ai/provider-org/provider-model' \
    -X POST \
    -H 'Authorization: Bearer '"$HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "text": "Welcome aboard. Please keep your seatbelt fastened while seated."
    }' \
    | jq -r '.["audio"]["url"]' | xargs curl -sSf -o 'speech.mp3'
