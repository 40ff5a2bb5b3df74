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
                "role": "user",
                "content": "Give me a simple recipe for pancakes."
            }
        ],
        "response_format": {
            "type": "json_schema",
            "json_schema": {
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
jq '.choices[0].message.content | fromjson' <<< "$answer"
