# Sends the text as JSON; the JSON answer is printed.
curl 'https://router.huggingface.co/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "I like you. I love you"
    }' \
    --fail-with-body
