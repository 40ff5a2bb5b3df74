# Sends the prompt; the image is written to a file.
answer=$(http --check-status --ignore-stdin POST 'https://api.deepinfra.com/v1/openai/images/generations' \
    'Authorization:Bearer '"${DEEPINFRA_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "num_inference_steps": 5,
        "response_format": "b64_json",
        "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour.",
        "model": "provider-org/provider-model"
    }') || { echo "$answer" >&2; exit 1; }
jq -r '.["data"][0]["b64_json"]' <<< "$answer" | base64 -d > 'image.png'
