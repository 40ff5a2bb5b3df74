# Sends the document image (base64) with the question; the JSON answer is printed.
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "inputs": {
        "image": "'"$cat_b64"'",
        "question": "What colour is the cat?"
    }
}'

curl 'https://router.huggingface.co/hf-inference/models/naver-clova-ix/donut-base-finetuned-docvqa' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    --data-binary @- <<< "$payload" \
    --fail-with-body
