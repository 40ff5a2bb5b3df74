# Calls the Responses API; jq prints the text of the answer's message items.
# https://huggingface.co/docs/inference-providers/guides/responses-api
cats_b64=$(base64 < 'cats.jpg' | tr -d '\n')
cat_b64=$(base64 < 'cat.png' | tr -d '\n')
payload='{
    "model": "acme/model-x:hf-inference",
    "input": [
        {
            "role": "user",
            "content": [
                {
                    "type": "input_text",
                    "text": "What differs between these two pictures?"
                },
                {
                    "type": "input_image",
                    "image_url": "data:image/jpeg;base64,'"$cats_b64"'"
                },
                {
                    "type": "input_image",
                    "image_url": "data:image/png;base64,'"$cat_b64"'"
                }
            ]
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
