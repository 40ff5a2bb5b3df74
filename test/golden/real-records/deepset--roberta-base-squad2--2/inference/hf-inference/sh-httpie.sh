# Sends the question with the context that holds the answer; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/deepset/roberta-base-squad2' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": {
            "question": "Where do I live?",
            "context": "My name is Wolfgang and I live in Berlin"
        }
    }'
