# Sends the table's columns; one prediction per row is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": {
            "data": {
                "Height": [11.52, 12.48],
                "Length1": [23.2, 24],
                "Length2": [25.4, 26.3],
                "Species": ["Bream", "Bream"]
            }
        }
    }'
