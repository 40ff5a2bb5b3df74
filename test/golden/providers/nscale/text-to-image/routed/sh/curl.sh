# Sends the prompt; the image is written to a file.
answer=$(curl 'https://router.huggingface.co/nscale/v1/images/generations' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "num_inference_steps": 5,
        "response_format": "b64_json",
        "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour.",
        "model": "provider-org/provider-model"
    }' \
    -sS --fail-with-body) || { echo "$answer" >&2; exit 1; }
jq -r '.["data"][0]["b64_json"]' <<< "$answer" | base64 -d > 'image.png'
