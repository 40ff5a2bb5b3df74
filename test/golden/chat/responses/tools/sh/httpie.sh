# Calls the Responses API with tools, runs the function calls the model asks for, sends their
# outputs back and prints the final answer (jq reads the answers and writes the next request).
# https://huggingface.co/docs/inference-providers/guides/responses-api
payload='{
        "model": "acme/model-x:hf-inference",
        "input": [
            {
                "role": "user",
                "content": "What is the weather like in Paris today?"
            }
        ],
        "tools": [
            {
                "type": "function",
                "name": "get_weather",
                "description": "Get the current weather in a city.",
                "parameters": {
                    "type": "object",
                    "properties": {
                        "city": {
                            "type": "string",
                            "description": "City name, e.g. Paris"
                        },
                        "unit": {
                            "type": "string",
                            "enum": ["celsius", "fahrenheit"]
                        }
                    },
                    "required": ["city"]
                },
                "strict": false
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

# Runs one tool call of the model (its name, its arguments as JSON text) and prints its result
# as JSON: put your tools' code here.
run_tool() {
    case "$1" in
        get_weather)
            # A canned forecast for the sample tool; call a real weather service here.
            jq -c '{city, temperature: 18, unit: (.unit // "celsius"), conditions: "partly cloudy"}' <<< "${2:-"{}"}"
            ;;
        *)
            jq -nc --arg name "$1" '{error: ("no implementation for the tool " + $name)}'
            ;;
    esac
}

answer=$(send <<< "$payload") || exit 1
calls=$(jq -c '[.output[] | select(.type == "function_call")]' <<< "$answer")
if [ "$(jq 'length' <<< "$calls")" -gt 0 ]; then
    # Each call goes back with its output: a "function_call_output" item with the call's call_id.
    while IFS= read -r call; do
        result=$(run_tool "$(jq -r '.name' <<< "$call")" "$(jq -r '.arguments' <<< "$call")")
        payload=$(jq --argjson call "$call" --arg result "$result" '.input += [
            {type: "function_call", call_id: $call.call_id, name: $call.name, arguments: $call.arguments},
            {type: "function_call_output", call_id: $call.call_id, output: $result}
        ]' <<< "$payload")
    done < <(jq -c '.[]' <<< "$calls")
    answer=$(send <<< "$payload") || exit 1
fi
jq -r '[.output[] | select(.type == "message") | .content[] | select(.type == "output_text") | .text] | join("")' <<< "$answer"
