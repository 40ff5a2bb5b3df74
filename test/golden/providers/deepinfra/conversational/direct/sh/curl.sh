# Sends the chat messages; the chat completion is printed.
curl 'https://api.deepinfra.com/v1/openai/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${DEEPINFRA_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "provider-org/provider-model",
        "messages": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "stream": false
    }' \
    --fail-with-body
