# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/facebook/mbart-large-50-many-to-many-mmt' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "Mein Zug hat heute zwanzig Minuten Verspätung."
    }'
