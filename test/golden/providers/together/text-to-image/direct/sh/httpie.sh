# Sends the prompt; the image is written to a file.
answer=$(http --check-status --ignore-stdin POST 'https://api.together.xyz/v1/images/generations' \
    'Authorization:Bearer '"${TOGETHER_API_KEY:?}" \
    'Content-Type:application/json' \
    --raw '{
        "steps": 5,
        "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour.",
        "response_format": "base64",
        "model": "provider-org/provider-model"
    }') || { echo "$answer" >&2; exit 1; }
jq -r '.["data"][0]["b64_json"]' <<< "$answer" | base64 -d > 'image.png'
