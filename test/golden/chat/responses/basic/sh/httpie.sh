# Calls the Responses API; jq prints the text of the answer's message items.
# https://huggingface.co/docs/inference-providers/guides/responses-api
payload='{
        "model": "acme/model-x:hf-inference",
        "input": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "stream": false
    }'

# Sends the payload (standard input, so no size limit) and prints the answer; on an HTTP error
# it prints the answer to standard error and fails.
send() {
    local answer
    answer=$(http --check-status POST 'https://router.huggingface.co/v1/responses' \
        'Authorization:Bearer '"${HF_TOKEN:?}" \
        'Content-Type:application/json' \
        ) || { printf '%s\n' "$answer" >&2; return 1; }
    printf '%s\n' "$answer"
}

answer=$(send <<< "$payload") || exit 1
jq -r '[.output[] | select(.type == "message") | .content[] | select(.type == "output_text") | .text] | join("")' <<< "$answer"
