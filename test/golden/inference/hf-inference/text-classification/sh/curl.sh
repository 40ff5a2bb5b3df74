# Sends the text as JSON; the JSON answer is printed.
curl 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "The delivery came two days early and everything worked out of the box."
    }' \
    --fail-with-body
