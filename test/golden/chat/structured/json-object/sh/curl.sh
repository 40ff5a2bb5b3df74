# Asks for an answer in a JSON format; jq parses the answer's text and prints the object.
# https://huggingface.co/docs/inference-providers/guides/structured-output
answer=$(curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "acme/model-x:hf-inference",
        "messages": [
            {
                "role": "system",
                "content": "Reply with a JSON object."
            },
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "response_format": {
            "type": "json_object"
        },
        "stream": false
    }' \
    -sS --fail-with-body) || { echo "$answer" >&2; exit 1; }
jq '.choices[0].message.content | fromjson' <<< "$answer"
