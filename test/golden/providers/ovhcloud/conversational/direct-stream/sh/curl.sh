# Sends the chat messages; the reply streams in as server-sent events (-N: no buffering).
curl 'https://oai.endpoints.kepler.ai.cloud.ovh.net/v1/chat/completions' \
    -X POST \
    -N \
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
        "stream": true
    }' \
    --fail-with-body
