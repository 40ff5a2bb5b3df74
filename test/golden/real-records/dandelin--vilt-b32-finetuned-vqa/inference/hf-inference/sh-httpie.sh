# Sends the image (base64) with the question; the JSON answer is printed.
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
payload='{
    "inputs": {
        "image": "'"$cats_b64"'",
        "question": "What'\''s the animal doing?"
    }
}'

http --check-status POST 'https://router.huggingface.co/hf-inference/models/dandelin/vilt-b32-finetuned-vqa' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    <<< "$payload"
