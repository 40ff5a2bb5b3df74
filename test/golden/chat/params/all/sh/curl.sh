# Sends the chat messages; the chat completion is printed.
curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
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
        "stop": ["\n\n", "END"],
        "reasoning_effort": "low",
        "stream": false
    }' \
    --fail-with-body
