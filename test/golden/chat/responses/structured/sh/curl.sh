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
    }' \
    -sS --fail-with-body) || { echo "$answer" >&2; exit 1; }
jq '[.output[] | select(.type == "message") | .content[] | select(.type == "output_text") | .text] | join("") | fromjson' <<< "$answer"
