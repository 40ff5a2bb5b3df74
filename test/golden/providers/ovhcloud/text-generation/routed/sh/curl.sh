# Sends the text as JSON; the JSON answer is printed.
curl 'https://router.huggingface.co/ovhcloud/v1/completions' \
    -X POST \
    -H 'Authorization: Bearer '"$HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "provider-org/provider-model",
        "prompt": "Suggest three names for a bakery that only sells sourdough bread."
    }'
