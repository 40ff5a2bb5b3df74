# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://api.novita.ai/v3/openai/chat/completions' \
    'Authorization:Bearer '"$NOVITA_API_KEY" \
    'Content-Type:application/json' \
    --raw '{
        "model": "provider-org/provider-model",
        "messages": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ]
    }'
