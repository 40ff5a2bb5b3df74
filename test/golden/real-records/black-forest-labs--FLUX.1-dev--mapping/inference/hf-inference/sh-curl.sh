# Sends the prompt; the image is written to a file.
curl 'https://router.huggingface.co/hf-inference/models/black-forest-labs/FLUX.1-dev' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "A lighthouse on a rocky coast at sunset, painted in watercolour.",
        "parameters": {
            "num_inference_steps": 5
        }
    }' \
    --fail-with-body \
    -o 'image.png' \
    || { cat 'image.png' >&2; rm -f 'image.png'; exit 1; }
