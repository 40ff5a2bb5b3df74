# Sends the text; the speech is written to a file.
curl 'https://fal.run/provider-org/provider-model' \
    -X POST \
    -H 'Authorization: Key '"$FAL_KEY" \
    -H 'Content-Type: application/json' \
    -d '{
        "text": "Welcome aboard. Please keep your seatbelt fastened while seated."
    }' \
    | jq -r '.["audio"]["url"]' | xargs curl -sSf -o 'speech.mp3'
