# Sends the image file and prints the JSON answer.
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')

http --check-status --ignore-stdin POST 'https://api.z.ai/api/paas/v4/layout_parsing' \
    'Authorization:Bearer '"$ZAI_API_KEY" \
    'Content-Type:application/json' \
    'x-source-channel:hugging_face' \
    'accept-language:en-US,en' \
    --raw '{
        "model": "provider-org/provider-model",
        "file": "data:image/jpeg;base64,'"$cats_b64"'"
    }'
