# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/acme/model-x/pipeline/feature-extraction' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "Embeddings turn sentences into vectors that can be compared."
    }'
