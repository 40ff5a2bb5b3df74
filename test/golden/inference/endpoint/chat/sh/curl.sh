# Sends the chat messages; the chat completion is printed.
curl 'https://my-endpoint.example.com/v1/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${API_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "acme/model-x",
        "messages": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "stream": false
    }' \
    --fail-with-body
