# Sends the text; the speech is written to a file.
answer=$(http --check-status --ignore-stdin POST 'https://fal.run/provider-org/provider-model' \
    'Authorization:Key '"${FAL_KEY:?}" \
    'Content-Type:application/json' \
    --raw '{
        "text": "Welcome aboard. Please keep your seatbelt fastened while seated."
    }') || { echo "$answer" >&2; exit 1; }
http --check-status --ignore-stdin --download --output 'speech.mp3' GET "$(jq -r '.["audio"]["url"]' <<< "$answer")" \
    || { rm -f 'speech.mp3'; exit 1; }
