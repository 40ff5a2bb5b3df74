# Sends the prompt; the image is written to a file.
answer=$(curl 'https://api.together.xyz/v1/images/generations' \
    -X POST \
    -H 'Authorization: Bearer '"${TOGETHER_API_KEY:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "steps": 5,
        "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour.",
        "response_format": "base64",
        "model": "provider-org/provider-model"
    }' \
    -sS --fail-with-body) || { echo "$answer" >&2; exit 1; }
jq -r '.["data"][0]["b64_json"]' <<< "$answer" | base64 -d > 'image.png'
