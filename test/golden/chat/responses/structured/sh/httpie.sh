# Calls the Responses API; jq prints the text of the answer's message items.
# https://huggingface.co/docs/inference-providers/guides/responses-api
payload='{
        "model": "acme/model-x:hf-inference",
        "input": [
            {
                "role": "user",
                "content": "Give me a simple recipe for pancakes."
            }
        ],
        "text": {
            "format": {
                "type": "json_schema",
                "name": "recipe",
                "schema": {
                    "type": "object",
                    "properties": {
                        "title": {
                            "type": "string"
                        },
                        "servings": {
                            "type": "integer"
                        },
                        "ingredients": {
                            "type": "array",
                            "items": {
                                "type": "string"
                            }
                        },
                        "steps": {
                            "type": "array",
                            "items": {
                                "type": "string"
                            }
                        }
                    },
                    "required": ["title", "servings", "ingredients", "steps"],
                    "additionalProperties": false
                },
                "strict": true
            }
        },
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
# The answer is JSON text in the requested format: parse it and print the object.
jq '[.output[] | select(.type == "message") | .content[] | select(.type == "output_text") | .text] | join("") | fromjson' <<< "$answer"
