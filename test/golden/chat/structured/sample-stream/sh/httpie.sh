# Streams an answer in a JSON format, then parses the whole text (jq) and prints the object.
# https://huggingface.co/docs/inference-providers/guides/structured-output
set -o pipefail
payload='{
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
        "stream": true
    }'
events=$(mktemp)
trap 'rm -f "$events"' EXIT

# Streams one answer to the payload (standard input, so no size limit) and keeps its events in
# "$events"; on an HTTP error it prints the answer to
# standard error and fails.
stream() {
    http --check-status --stream POST 'https://router.huggingface.co/v1/chat/completions' \
        'Authorization:Bearer '"${HF_TOKEN:?}" \
        'Content-Type:application/json' \
        | tee "$events" | while IFS= read -r line || [ -n "$line" ]; do
        case "$line" in
            "data: [DONE]"* | event:* | "") ;;
            data:*) ;;
            *) printf '%s\n' "$line" >&2 ;;
        esac
    done
}

# The JSON events of the last answer, one per line.
event_lines() {
    sed -n '/^data: *\[DONE\]/d; s/^data: *//p' "$events"
}

stream <<< "$payload" || exit 1
event_lines | jq -s '[.[].choices[0].delta.content // empty] | join("") | fromjson'
