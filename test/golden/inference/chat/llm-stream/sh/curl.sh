# Sends the chat messages; the reply streams in as server-sent events (-N: no buffering).
curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -N \
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
        "stream": true
    }' \
    --fail-with-body
