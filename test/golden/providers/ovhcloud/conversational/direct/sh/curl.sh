# Sends the chat messages; the chat completion is printed.
curl 'https://oai.endpoints.kepler.ai.cloud.ovh.net/v1/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${OVH_AI_ENDPOINTS_ACCESS_TOKEN:?}" \
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
