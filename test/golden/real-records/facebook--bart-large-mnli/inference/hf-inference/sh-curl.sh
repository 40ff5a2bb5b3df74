# Sends the text with the labels to choose from.
curl 'https://router.huggingface.co/hf-inference/models/facebook/bart-large-mnli' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "I have a problem with my iphone that needs to be resolved asap!",
        "parameters": {
            "candidate_labels": ["urgent", "not urgent", "phone", "tablet", "computer"]
        }
    }' \
    --fail-with-body
