# Sends the image (base64) with the labels to choose from; the JSON answer is printed.
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
payload='{
    "inputs": {
        "image": "'"$cats_b64"'"
    },
    "parameters": {
        "candidate_labels": ["cat", "dog", "llama"]
    }
}'

http --check-status POST 'https://router.huggingface.co/hf-inference/models/openai/clip-vit-base-patch32' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    <<< "$payload"
