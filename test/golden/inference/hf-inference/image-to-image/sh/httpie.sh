# Sends the image and the prompt; the edited image is written to a file.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "inputs": "'"$cat_b64"'",
    "parameters": {
        "prompt": "Give the cat a tiny knitted scarf."
    }
}'

http --check-status --output 'image.png' POST 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    <<< "$payload" || { cat 'image.png' >&2; rm -f 'image.png'; exit 1; }
