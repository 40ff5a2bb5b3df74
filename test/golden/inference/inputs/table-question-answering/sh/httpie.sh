# Sends the question with the table to answer it from; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": {
            "query": "How many?",
            "table": {
                "n": ["1"]
            }
        }
    }'
