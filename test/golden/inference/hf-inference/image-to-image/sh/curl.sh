# Sends the image and the prompt; the edited image is written to a file.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "inputs": "'"$cat_b64"'",
    "parameters": {
        "prompt": "Give the cat a tiny knitted scarf."
    }
}'

curl 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    --fail-with-body \
    -o 'image.png' \
    || { cat 'image.png' >&2; rm -f 'image.png'; exit 1; }
