# Sends the text with the labels to choose from.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "My card was charged twice for the same order and I would like one of the payments returned.",
        "parameters": {
            "candidate_labels": ["refund", "legal", "faq"]
        }
    }'
