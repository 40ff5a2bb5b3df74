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
    }' \
    --fail-with-body
