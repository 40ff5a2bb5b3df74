# Sends the chat messages; the chat completion is printed.
curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "acme/model-x:hf-inference",
        "messages": [
            {
                "role": "system",
                "content": "Answer in French."
            },
            {
                "role": "user",
                "content": "Where is the nearest bakery?"
            }
        ],
        "stream": false
    }' \
    --fail-with-body
