# Streams the answer to the messages with the tools as server-sent events (-N: no buffering);
# tool calls arrive as "tool_calls" deltas whose "arguments" fragments join into JSON text.
# https://huggingface.co/docs/inference-providers/guides/function-calling
curl 'https://router.huggingface.co/v1/chat/completions' \
    -X POST \
    -N \
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
        "stream": true
    }' \
    --fail-with-body
