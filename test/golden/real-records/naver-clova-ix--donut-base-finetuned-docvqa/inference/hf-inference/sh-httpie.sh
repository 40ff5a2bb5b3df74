# Sends the document image (base64) with the question; the JSON answer is printed.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "inputs": {
        "image": "'"$cat_b64"'",
        "question": "What colour is the cat?"
    }
}'

http --check-status POST 'https://router.huggingface.co/hf-inference/models/naver-clova-ix/donut-base-finetuned-docvqa' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    <<< "$payload"
