# Sends the chat messages; the chat completion is printed.
file_b64=$(base64 < 'Statue-of-Liberty-Island-New-York-Bay.jpg' | tr -d '\n')
payload='{
    "model": "acme/model-x:hf-inference",
    "messages": [
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "What landmark is shown here? Answer in one sentence."
                },
                {
                    "type": "image_url",
                    "image_url": {
                        "url": "data:image/jpeg;base64,'"$file_b64"'"
                    }
                }
            ]
        }
    ],
    "stream": false
}'

curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    --fail-with-body
