# Sends the prompt; the image is written to a file.
answer=$(http --check-status --ignore-stdin POST 'https://router.huggingface.co/together/v1/images/generations' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "steps": 5,
        "prompt": "A lighthouse on a rocky coast at sunset, painted in watercolour.",
        "response_format": "base64",
        "model": "stabilityai/stable-diffusion-xl-base-1.0"
    }') || { echo "$answer" >&2; exit 1; }
jq -r '.["data"][0]["b64_json"]' <<< "$answer" | base64 -d > 'image.png'
