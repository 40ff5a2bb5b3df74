# Sends the text as JSON; the JSON answer is printed.
curl 'https://api.scaleway.ai/v1/embeddings' \
    -X POST \
    -H 'Authorization: Bearer '"${SCW_SECRET_KEY:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "input": "Embeddings turn sentences into vectors that can be compared.",
        "model": "provider-org/provider-model"
    }' \
    --fail-with-body
