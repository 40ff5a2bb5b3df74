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

curl 'https://router.huggingface.co/hf-inference/models/openai/clip-vit-base-patch32' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    --fail-with-body
