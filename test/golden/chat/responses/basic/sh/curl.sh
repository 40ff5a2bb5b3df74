# Calls the Responses API; jq prints the text of the answer's message items.
# https://huggingface.co/docs/inference-providers/guides/responses-api
answer=$(curl 'https://router.huggingface.co/v1/responses' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "acme/model-x:hf-inference",
        "input": [
            {
                "role": "user",
                "content": "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        "stream": false
    }' \
    -sS --fail-with-body) || { echo "$answer" >&2; exit 1; }
jq -r '[.output[] | select(.type == "message") | .content[] | select(.type == "output_text") | .text] | join("")' <<< "$answer"
