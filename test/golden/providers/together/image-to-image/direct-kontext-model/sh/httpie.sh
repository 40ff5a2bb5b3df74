# Sends the image and the prompt; the edited image is written to a file.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "prompt": "Give the cat a tiny knitted scarf.",
    "image_url": "data:image/png;base64,'"$cat_b64"'",
    "response_format": "base64",
    "model": "provider-org/FLUX.1-Kontext-model"
}'

answer=$(http --check-status POST 'https://api.together.xyz/v1/images/generations' \
    'Authorization:Bearer '"${TOGETHER_API_KEY:?}" \
    'Content-Type:application/json' \
    <<< "$payload") || { echo "$answer" >&2; exit 1; }
jq -r '.["data"][0]["b64_json"]' <<< "$answer" | base64 -d > 'image.png'
