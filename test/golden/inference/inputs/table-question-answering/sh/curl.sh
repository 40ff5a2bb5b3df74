# Sends the question with the table to answer it from; the JSON answer is printed.
curl 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "query": "How many?",
            "table": {
                "n": ["1"]
            }
        }
    }' \
    --fail-with-body
