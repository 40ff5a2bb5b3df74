# Sends the text as JSON; the JSON answer is printed.
curl 'https://router.huggingface.co/hf-inference/models/dbmdz/bert-large-cased-finetuned-conll03-english' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "My name is Wolfgang and I live in Berlin"
    }' \
    --fail-with-body
