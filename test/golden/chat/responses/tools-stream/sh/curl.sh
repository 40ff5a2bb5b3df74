# Streams the Responses API's events with tools (-N: no buffering); a function call's
# arguments arrive in "response.function_call_arguments.delta" events.
# https://huggingface.co/docs/inference-providers/guides/responses-api
curl 'https://router.huggingface.co/v1/responses' \
    -X POST \
    -N \
    -H 'Authorization: Bearer '"${HF_TOKEN:?}" \
    -H 'Content-Type: application/json' \
    -d '{
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
    }' \
    --fail-with-body
