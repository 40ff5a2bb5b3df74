# Sends the chat messages and prints the reply.
answer=$(http --check-status --ignore-stdin POST 'https://api.deepinfra.com/v1/openai/chat/completions' \
    'Authorization:Bearer '"${DEEPINFRA_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "model": "provider-org/provider-model",
        "messages": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "stream": false
    }') || { echo "$answer" >&2; exit 1; }
jq -r '.choices[0].message.content' <<< "$answer"
