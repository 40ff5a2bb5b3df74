# Sends the text with the labels to choose from.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/facebook/bart-large-mnli' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "I have a problem with my iphone that needs to be resolved asap!",
        "parameters": {
            "candidate_labels": ["urgent", "not urgent", "phone", "tablet", "computer"]
        }
    }'
