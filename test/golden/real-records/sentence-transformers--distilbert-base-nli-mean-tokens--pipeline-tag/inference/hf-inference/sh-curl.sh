# Sends the text as JSON; the JSON answer is printed.
curl 'https://router.huggingface.co/hf-inference/models/sentence-transformers/distilbert-base-nli-mean-tokens/pipeline/feature-extraction' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Embeddings turn sentences into vectors that can be compared."
    }' \
    --fail-with-body
