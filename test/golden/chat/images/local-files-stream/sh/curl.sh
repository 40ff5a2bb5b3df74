# Sends the chat messages; the reply streams in as server-sent events (-N: no buffering).
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "model": "acme/model-x:hf-inference",
    "messages": [
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "What differs between these two pictures?"
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "data:image/jpeg;base64,'"$cats_b64"'"
                    }
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "data:image/png;base64,'"$cat_b64"'"
                    }
                }
            ]
        }
    ],
    "stream": true
}'

curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -N \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    --fail-with-body
