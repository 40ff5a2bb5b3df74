# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/deepinfra/v1/openai/completions' \
    'Authorization:Bearer '"$HF_TOKEN" \
    'Content-Type:application/json' \
    --raw '{
        "model": "provider-org/provider-model",
        "prompt": "Suggest three names for a bakery that only sells sourdough bread."
    }'
