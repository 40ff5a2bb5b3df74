# Sends the text as JSON; the JSON answer is printed.
http --check-status --ignore-stdin POST 'https://my-endpoint.example.com' \
    'Authorization:Bearer '"${API_TOKEN:?}" \
    'Content-Type:application/json' \
    --raw '{
        "inputs": "The delivery came two days early and everything worked out of the box."
    }'
