# Sends the messages with the tools and prints the tool calls the model asks for (jq).
# To finish the loop, run each call and send the messages again with the assistant's turn
# and one {"role": "tool", "tool_call_id": <call id>, "content": <result>} message per call.
# https://huggingface.co/docs/inference-providers/guides/function-calling
answer=$(curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
        "model": "acme/model-x:hf-inference",
        "messages": [
            {
                "role": "user",
                "content": "What is the weather like in Paris today?"
            }
        ],
        "tools": [
            {
                "type": "function",
                "function": {
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
                    }
                }
            }
        ],
        "stream": false
    }' \
    -sS --fail-with-body) || { echo "$answer" >&2; exit 1; }
jq '.choices[0].message | {content, tool_calls}' <<< "$answer"
