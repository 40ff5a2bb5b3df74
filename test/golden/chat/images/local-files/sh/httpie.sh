# Sends the chat messages and prints the reply.
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
    "stream": false
}'

answer=$(http --check-status POST 'https://router.huggingface.co/v1/chat/completions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    <<< "$payload") || { echo "$answer" >&2; exit 1; }
jq -r '.choices[0].message.content' <<< "$answer"
