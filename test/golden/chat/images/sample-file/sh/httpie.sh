# Sends the chat messages and prints the reply.
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

answer=$(http --check-status POST 'https://router.huggingface.co/v1/chat/completions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    <<< "$payload") || { echo "$answer" >&2; exit 1; }
jq -r '.choices[0].message.content' <<< "$answer"
