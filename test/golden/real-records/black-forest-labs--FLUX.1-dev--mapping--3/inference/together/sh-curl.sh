# Sends the prompt; the image is written to a file.
answer=$(curl 'https://router.huggingface.co/together/v1/images/generations' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "steps": 5,
        "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour.",
        "response_format": "base64",
        "model": "black-forest-labs/FLUX.1-dev"
    }' \
    -sS --fail-with-body) || { echo "$answer" >&2; exit 1; }
jq -r '.["data"][0]["b64_json"]' <<< "$answer" | base64 -d > 'image.png'
