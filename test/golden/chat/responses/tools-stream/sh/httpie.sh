# Streams the Responses API's events with tools: the text deltas are printed, the function
# calls run once complete and their outputs sent back; the final answer streams in.
# https://huggingface.co/docs/inference-providers/guides/responses-api
set -o pipefail
payload='{
        "model": "acme/model-x:hf-inference",
        "input": [
            {
                "role": "user",
                "content": "How many SKU-42 are left?"
            }
        ],
        "tools": [
            {
                "type": "function",
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
        ],
        "tool_choice": "required",
        "stream": true
    }'
events=$(mktemp)
trap 'rm -f "$events"' EXIT

# Streams one answer to the payload (standard input, so no size limit) and keeps its events in
# "$events", printing the text as it arrives; on an HTTP error it prints the answer to
# standard error and fails.
stream() {
    http --check-status --stream POST 'https://router.huggingface.co/v1/responses' \
        'Authorization:Bearer '"${HF_TOKEN:?}" \
        'Content-Type:application/json' \
        | tee "$events" | while IFS= read -r line || [ -n "$line" ]; do
        case "$line" in
            "data: [DONE]"* | event:* | "") ;;
            data:*) jq -j 'select(.type == "response.output_text.delta") | .delta' <<< "${line#data:}" ;;
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
# A function call's arguments stream in "response.function_call_arguments.delta" events; the
# finished item carries them whole.
calls=$(event_lines | jq -sc '[.[] | select(.type == "response.output_item.done" and .item.type == "function_call") | .item]')
if [ "$(jq 'length' <<< "$calls")" -gt 0 ]; then
    # Each call goes back with its output: a "function_call_output" item with the call's call_id.
    while IFS= read -r call; do
        result=$(run_tool "$(jq -r '.name' <<< "$call")" "$(jq -r '.arguments' <<< "$call")")
        payload=$(jq --argjson call "$call" --arg result "$result" '.input += [
            {type: "function_call", call_id: $call.call_id, name: $call.name, arguments: $call.arguments},
            {type: "function_call_output", call_id: $call.call_id, output: $result}
        ]' <<< "$payload")
    done < <(jq -c '.[]' <<< "$calls")
    stream <<< "$payload" || exit 1
fi
echo
