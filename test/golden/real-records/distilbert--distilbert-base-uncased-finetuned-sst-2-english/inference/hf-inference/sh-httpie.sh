# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "I like you. I love you"
    }'
