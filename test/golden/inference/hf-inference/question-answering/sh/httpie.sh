# Sends the question with the context that holds the answer; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": {
            "question": "How tall is the lighthouse?",
            "context": "The lighthouse on the north cape was finished in 1902 and stands 38 metres tall."
        }
    }'
