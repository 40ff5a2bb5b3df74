# Sends the text with the labels to choose from.
curl 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "My card was charged twice for the same order and I would like one of the payments returned.",
        "parameters": {
            "candidate_labels": ["refund", "legal", "faq"]
        }
    }' \
    --fail-with-body
