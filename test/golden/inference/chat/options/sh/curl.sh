# Sends the chat messages; the chat completion is printed.
curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "acme/model-x:hf-inference",
        "messages": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "temperature": 0.5,
        "max_tokens": 512,
        "top_p": 0.7,
        "stream": false
    }' \
    --fail-with-body
