# Sends the chat messages; the chat completion is printed.
curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "meta-llama/Llama-3.1-8B-Instruct:novita",
        "messages": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "stream": false
    }' \
    --fail-with-body
