# Sends the chat messages and prints the reply.
answer=$(http --check-status --ignore-stdin POST 'https://api.openai.com/v1/chat/completions' \
    'Authorization:Bearer '"${OPENAI_API_KEY:?}" \
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
