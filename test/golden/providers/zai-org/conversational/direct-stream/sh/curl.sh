# Sends the chat messages; the reply streams in as server-sent events (-N: no buffering).
curl 'https://api.z.ai/api/paas/v4/chat/completions' \
    -X POST \
    -N \
    -H 'Authorization: Bearer '"${ZAI_API_KEY:?}" \
    -H 'Content-Type: application/json' \
    -H 'x-source-channel: hugging_face' \
    -H 'accept-language: en-US,en' \
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
