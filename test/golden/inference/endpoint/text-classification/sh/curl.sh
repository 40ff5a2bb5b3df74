# Sends the text as JSON; the JSON answer is printed.
curl 'https://my-endpoint.example.com' \
    -X POST \
    -H 'Authorization: Bearer '"${API_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "inputs": "The delivery came two days early and everything worked out of the box."
    }' \
    --fail-with-body
