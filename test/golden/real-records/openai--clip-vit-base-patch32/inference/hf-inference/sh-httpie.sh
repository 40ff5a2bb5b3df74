# Sends the image (base64) with the labels to choose from; the JSON answer is printed.
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')

http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/openai/clip-vit-base-patch32' \
    'Authorization:Bearer '"$HF_TOKEN" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": {
            "image": "'"$cats_b64"'"
        },
        "parameters": {
            "candidate_labels": ["cat", "dog", "llama"]
        }
    }'
