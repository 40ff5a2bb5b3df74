# Sends the text as JSON; the JSON answer is printed.
curl 'https://router.huggingface.co/hf-inference/models/sentence-transformers/paraphrase-xlm-r-multilingual-v1/pipeline/sentence-similarity' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "source_sentence": "The cat is sleeping on the sofa.",
            "sentences": [
                "A kitten naps on the couch.",
                "The dog is barking at the mail carrier.",
                "Stock prices fell sharply this morning."
            ]
        }
    }' \
    --fail-with-body
