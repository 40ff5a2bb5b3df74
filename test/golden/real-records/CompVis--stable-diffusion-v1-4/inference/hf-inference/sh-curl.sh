# Sends the prompt; the image is written to a file.
curl 'https://router.huggingface.co/hf-inference/models/CompVis/stable-diffusion-v1-4' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "A high tech solarpunk utopia in the Amazon rainforest",
        "parameters": {
            "num_inference_steps": 5
        }
    }' \
    --fail-with-body \
    -o 'image.png' \
    || { cat 'image.png' >&2; rm -f 'image.png'; exit 1; }
