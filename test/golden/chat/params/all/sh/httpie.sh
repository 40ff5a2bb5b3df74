# Sends the chat messages and prints the reply.
answer=$(http --check-status --ignore-stdin POST 'https://router.huggingface.co/v1/chat/completions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
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
    }') || { echo "$answer" >&2; exit 1; }
jq -r '.choices[0].message.content' <<< "$answer"
