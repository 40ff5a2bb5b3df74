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
    }' \
    -sS --fail-with-body) || { echo "$answer" >&2; exit 1; }
jq '.choices[0].message | {content, tool_calls}' <<< "$answer"
