# Sends the prompt; the image is written to a file.
http --check-status --ignore-stdin --output 'image.png' POST 'https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-dev' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "A lighthouse on a rocky coast at sunset, painted in watercolour.",
        "parameters": {
            "num_inference_steps": 5
        }
    }' || { cat 'image.png' >&2; rm -f 'image.png'; exit 1; }
