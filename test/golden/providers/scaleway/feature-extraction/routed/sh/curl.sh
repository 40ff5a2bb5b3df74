# Sends the text as JSON; the JSON answer is printed.
curl 'https://router.huggingface.co/scaleway/v1/embeddings' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "input": "Embeddings turn sentences into vectors that can be compared.",
        "model": "provider-org/provider-model"
    }' \
    --fail-with-body
