# Sends the text as JSON; the JSON answer is printed.
curl 'https://router.huggingface.co/novita/v3/openai/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer '"$HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "provider-org/provider-model",
        "messages": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ]
    }'
