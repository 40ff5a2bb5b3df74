# Sends the image file and prints the JSON answer.
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
payload='{
    "model": "provider-org/provider-model",
    "file": "data:image/jpeg;base64,'"$cats_b64"'"
}'

curl 'https://api.z.ai/api/paas/v4/layout_parsing' \
    -X POST \
    -H 'Authorization: Bearer '"${ZAI_API_KEY:?}" \
    -H 'Content-Type: application/json' \
    -H 'x-source-channel: hugging_face' \
    -H 'accept-language: en-US,en' \
    --data-binary @- <<< "$payload" \
    --fail-with-body
