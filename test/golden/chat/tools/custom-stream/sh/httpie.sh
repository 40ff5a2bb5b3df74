# Streams the answer to the messages with the tools; the tool calls are assembled from their
# deltas (jq), run, and their results sent back; the final answer streams in.
# https://huggingface.co/docs/inference-providers/guides/function-calling
set -o pipefail
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
        "tool_choice": {
            "type": "function",
            "function": {
                "name": "lookup_stock"
            }
        },
        "stream": true
    }'
events=$(mktemp)
trap 'rm -f "$events"' EXIT

# Streams one answer to the payload (standard input, so no size limit) and keeps its events in
# "$events", printing the text as it arrives; on an HTTP error it prints the answer to
# standard error and fails.
stream() {
    http --check-status --stream POST 'https://router.huggingface.co/v1/chat/completions' \
        'Authorization:Bearer '"${HF_TOKEN:?}" \
        'Content-Type:application/json' \
        | tee "$events" | while IFS= read -r line || [ -n "$line" ]; do
        case "$line" in
            "data: [DONE]"* | event:* | "") ;;
            data:*) jq -j '.choices[0].delta.content // empty' <<< "${line#data:}" ;;
            *) printf '%s\n' "$line" >&2 ;;
        esac
    done
}

# The JSON events of the last answer, one per line.
event_lines() {
    sed -n '/^data: *\[DONE\]/d; s/^data: *//p' "$events"
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

stream <<< "$payload" || exit 1
# A tool call arrives in pieces: its id and name first, then its arguments in fragments.
calls=$(event_lines | jq -sc '[.[].choices[0].delta.tool_calls // [] | .[]] | group_by(.index) | map({
    id: ([.[].id // empty | select(. != "")] | last // ""),
    name: (map(.function.name // "") | join("")),
    arguments: (map(.function.arguments // "") | join(""))
})')
if [ "$(jq 'length' <<< "$calls")" -gt 0 ]; then
    # The assistant turn with its tool calls, then one "tool" message per call.
    payload=$(jq --argjson calls "$calls" '.messages += [{role: "assistant", content: "", tool_calls: ($calls | map({id, type: "function", function: {name, arguments}}))}]' <<< "$payload")
    while IFS= read -r call; do
        result=$(run_tool "$(jq -r '.name' <<< "$call")" "$(jq -r '.arguments' <<< "$call")")
        payload=$(jq --argjson call "$call" --arg result "$result" '.messages += [{role: "tool", tool_call_id: $call.id, content: $result}]' <<< "$payload")
    done < <(jq -c '.[]' <<< "$calls")
    stream <<< "$payload" || exit 1
fi
echo
