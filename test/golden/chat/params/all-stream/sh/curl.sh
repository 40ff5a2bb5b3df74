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
                "role": "system",
                "content": "Answer in one sentence."
            },
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "temperature": 0.2,
        "max_tokens": 256,
        "top_p": 0.9,
        "seed": 42,
        "stop": "END",
        "reasoning_effort": "low",
        "stream": true
    }' \
    --fail-with-body
