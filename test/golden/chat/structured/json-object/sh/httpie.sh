# Asks for an answer in a JSON format; jq parses the answer's text and prints the object.
# https://huggingface.co/docs/inference-providers/guides/structured-output
payload='{
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
    }'

# Sends the payload (standard input, so no size limit) and prints the answer; on an HTTP error
# it prints the answer to standard error and fails.
send() {
    local answer
    answer=$(http --check-status POST 'https://router.huggingface.co/v1/chat/completions' \
        'Authorization:Bearer '"${HF_TOKEN:?}" \
        'Content-Type:application/json' \
        ) || { printf '%s\n' "$answer" >&2; return 1; }
    printf '%s\n' "$answer"
}

answer=$(send <<< "$payload") || exit 1
jq '.choices[0].message.content | fromjson' <<< "$answer"
