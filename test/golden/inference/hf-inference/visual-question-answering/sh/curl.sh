# Sends the image (base64) with the question; the JSON answer is printed.
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
payload='{
    "inputs": {
        "image": "'"$cats_b64"'",
        "question": "How many cats are lying on the sofa?"
    }
}'

curl 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    --fail-with-body
