# Sends the messages with the tools, runs the tool calls the model asks for, sends their
# results back and prints the final answer.
# https://huggingface.co/docs/inference-providers/guides/function-calling
import json
import os

import requests

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
}


def run_tool(name, arguments):
    """Runs one tool call of the model and returns its result: put your tools' code here."""
    return {"error": "no implementation for the tool " + name}


def send(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    if not response.ok:
        raise SystemExit(f"HTTP {response.status_code}: {response.text}")
    return response.json()["choices"][0]["message"]


payload = {
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
                    "additionalProperties": False
                },
                "strict": True
            }
        }
    ],
    "tool_choice": "required",
    "stream": False
}

message = send(payload)
if message.get("tool_calls"):
    # The assistant turn with its tool calls, then one "tool" message per call.
    payload["messages"].append({"role": "assistant", "content": message.get("content") or "", "tool_calls": message["tool_calls"]})
    for call in message["tool_calls"]:
        result = run_tool(call["function"]["name"], json.loads(call["function"]["arguments"] or "{}"))
        payload["messages"].append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(result)})
    message = send(payload)

print(message["content"])
