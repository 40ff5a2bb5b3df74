# Sends the image file and prints the JSON answer.
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
payload='{
    "model": "provider-org/provider-model",
    "file": "data:image/jpeg;base64,'"$cats_b64"'"
}'

http --check-status POST 'https://api.z.ai/api/paas/v4/layout_parsing' \
    'Authorization:Bearer '"${ZAI_API_KEY:?}" \
    'Content-Type:application/json' \
    'x-source-channel:hugging_face' \
    'accept-language:en-US,en' \
    <<< "$payload"
