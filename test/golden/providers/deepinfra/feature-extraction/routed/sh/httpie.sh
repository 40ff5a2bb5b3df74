# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/deepinfra/v1/openai/embeddings' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "input": "Embeddings turn sentences into vectors that can be compared.",
        "model": "provider-org/provider-model"
    }'
