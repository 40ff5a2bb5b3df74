# Sends the prompt; the image is written to a file.
http --check-status --ignore-stdin --output 'image.png' POST 'https://router.huggingface.co/hf-inference/models/CompVis/stable-diffusion-v1-4' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "A high tech solarpunk utopia in the Amazon rainforest",
        "parameters": {
            "num_inference_steps": 5
        }
    }' || { cat 'image.png' >&2; rm -f 'image.png'; exit 1; }
