# Calls the Responses API with tools and prints the function calls the model asks for (jq).
# To finish the loop, run each call and send the input again with the call item and a
# {"type": "function_call_output", "call_id": <its call_id>, "output": <result>} item after it.
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
    }' \
    -sS --fail-with-body) || { echo "$answer" >&2; exit 1; }
jq '[.output[] | select(.type == "function_call") | {call_id, name, arguments}]' <<< "$answer"
