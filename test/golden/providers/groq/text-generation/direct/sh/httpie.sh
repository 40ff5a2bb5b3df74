# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://api.groq.com/openai/v1/chat/completions' \
    'Authorization:Bearer '"$GROQ_API_KEY" \
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
