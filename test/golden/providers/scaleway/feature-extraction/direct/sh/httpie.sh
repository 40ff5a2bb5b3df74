# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://api.scaleway.ai/v1/embeddings' \
    'Authorization:Bearer '"${SCW_SECRET_KEY:?}" \
    'Content-Type:application/json' \
    --raw '{
        "input": "Embeddings turn sentences into vectors that can be compared.",
        "model": "provider-org/provider-model"
    }'
