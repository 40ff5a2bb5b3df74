# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://router.huggingface.co/hf-inference/models/acme/model-x' \
    'Authorization:Bearer '"${HF_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "The delivery came two days early and everything worked out of the box."
    }'
