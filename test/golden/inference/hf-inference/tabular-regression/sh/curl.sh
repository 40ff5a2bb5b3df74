# Sends the table's columns; one prediction per row is printed.
curl 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": {
            "data": {
                "Height": [11.52, 12.48],
                "Length1": [23.2, 24],
                "Length2": [25.4, 26.3],
                "Species": ["Bream", "Bream"]
            }
        }
    }' \
    --fail-with-body
