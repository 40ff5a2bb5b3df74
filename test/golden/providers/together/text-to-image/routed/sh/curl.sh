# Sends the prompt; the image is written to a file.
curl 'https://router.huggingface.co/together/v1/images/generations' \
    -X POST \
    -H 'Authorization: Bearer '"$HF_TOKEN" \
    -H 'Content-Type: application/json' \
    -d '{
        "steps": 5,
        "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour.",
        "response_format": "base64",
        "model": "provider-org/provider-model"
    }' \
    | jq -r '.["data"][0]["b64_json"]' | base64 -d > 'image.png'
