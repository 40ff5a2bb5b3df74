# Sends the image (base64) with the question; the JSON answer is printed.
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
payload='{
    "inputs": {
        "image": "'"$cats_b64"'",
        "question": "What'\''s the animal doing?"
    }
}'

curl 'https://router.huggingface.co/hf-inference/models/dandelin/vilt-b32-finetuned-vqa' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    --fail-with-body
