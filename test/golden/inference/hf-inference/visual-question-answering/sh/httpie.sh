# Sends the image (base64) with the question; the JSON answer is printed.
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
payload='{
    "inputs": {
        "image": "'"$cats_b64"'",
        "question": "How many cats are lying on the sofa?"
    }
}'

http --check-status POST 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    <<< "$payload"
