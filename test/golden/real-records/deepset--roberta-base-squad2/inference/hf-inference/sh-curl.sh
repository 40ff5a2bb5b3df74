# Sends the question with the context that holds the answer; the JSON answer is printed.
curl 'https://router.huggingface.co/hf-inference/models/deepset/roberta-base-squad2' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "question": "Where do I live?",
            "context": "My name is Wolfgang and I live in Berlin"
        }
    }' \
    --fail-with-body
