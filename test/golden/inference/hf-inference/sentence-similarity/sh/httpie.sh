# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/acme/model-x/pipeline/sentence-similarity' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": {
            "source_sentence": "The cat is sleeping on the sofa.",
            "sentences": [
                "A kitten naps on the couch.",
                "The dog is barking at the mail carrier.",
                "Stock prices fell sharply this morning."
            ]
        }
    }'
