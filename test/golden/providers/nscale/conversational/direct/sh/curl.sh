# Sends the chat messages; the chat completion is printed.
curl 'https://inference.api.nscale.com/v1/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${NSCALE_SERVICE_TOKEN:?}" \
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
