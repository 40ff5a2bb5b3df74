# Sends the text as JSON; the JSON answer is printed.
curl 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "Mein Zug hat heute zwanzig Minuten Verspätung."
    }' \
    --fail-with-body
