# Sends the chat messages and prints the reply.
answer=$(http --check-status --ignore-stdin POST 'https://router.huggingface.co/v1/chat/completions' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "model": "meta-llama/Llama-3.1-8B-Instruct:hf-inference",
        "messages": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "stream": false
    }') || { echo "$answer" >&2; exit 1; }
jq -r '.choices[0].message.content' <<< "$answer"
