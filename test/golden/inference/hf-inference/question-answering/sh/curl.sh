# Sends the question with the context that holds the answer; the JSON answer is printed.
curl 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "question": "How tall is the lighthouse?",
            "context": "The lighthouse on the north cape was finished in 1902 and stands 38 metres tall."
        }
    }' \
    --fail-with-body
