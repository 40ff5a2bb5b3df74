# Sends the question with the table to answer it from; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": {
            "query": "Which repository has the most contributors?",
            "table": {
                "Repository": ["model-atlas", "tiny-tokenizer", "vision-kit"],
                "Stars": ["1520", "830", "2210"],
                "Contributors": ["41", "12", "57"],
                "Programming language": ["TypeScript", "Rust", "Python"]
            }
        }
    }'
