# Sends the messages with the tools, runs the tool calls the model asks for, sends their
# results back and prints the final answer (jq reads the answers and writes the next request).
# https://huggingface.co/docs/inference-providers/guides/function-calling
payload='{
        "model": "acme/model-x:hf-inference",
        "messages": [
            {
                "role": "user",
                "content": "How many SKU-42 are left?"
            }
        ],
        "tools": [
            {
                "type": "function",
                "function": {
                    "name": "lookup_stock",
                    "description": "Look up the stock of a product in the warehouse.",
                    "parameters": {
                        "type": "object",
                        "properties": {
                            "sku": {
                                "type": "string"
                            }
                        },
                        "required": ["sku"],
                        "additionalProperties": false
                    },
                    "strict": true
                }
            }
        ],
        "tool_choice": "required",
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

# Runs one tool call of the model (its name, its arguments as JSON text) and prints its result
# as JSON: put your tools' code here.
run_tool() {
    case "$1" in
        *)
            jq -nc --arg name "$1" '{error: ("no implementation for the tool " + $name)}'
            ;;
    esac
}

answer=$(send <<< "$payload") || exit 1
message=$(jq -c '.choices[0].message' <<< "$answer")
if [ "$(jq '.tool_calls | length' <<< "$message")" -gt 0 ]; then
    # The assistant turn with its tool calls, then one "tool" message per call.
    payload=$(jq --argjson message "$message" '.messages += [{role: "assistant", content: ($message.content // ""), tool_calls: $message.tool_calls}]' <<< "$payload")
    while IFS= read -r call; do
        name=$(jq -r '.function.name' <<< "$call")
        arguments=$(jq -r '.function.arguments // "{}" | if type == "string" then . else tojson end' <<< "$call")
        result=$(run_tool "$name" "$arguments")
        payload=$(jq --argjson call "$call" --arg result "$result" '.messages += [{role: "tool", tool_call_id: $call.id, content: $result}]' <<< "$payload")
    done < <(jq -c '.tool_calls[]' <<< "$message")
    answer=$(send <<< "$payload") || exit 1
    message=$(jq -c '.choices[0].message' <<< "$answer")
fi
jq -r '.content' <<< "$message"
