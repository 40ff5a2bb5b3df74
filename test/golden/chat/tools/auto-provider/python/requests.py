# Sends the messages with the tools, runs the tool calls the model asks for, sends their
# results back and prints the final answer.
# https://huggingface.co/docs/inference-providers/guides/function-calling
import json
import os

import requests

API_URL = "https://router.huggingface.co/v1/chat/completions"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json",
    "X-HF-Bill-To": "acme-org"
}


def run_tool(name, arguments):
    """Runs one tool call of the model and returns its result: put your tools' code here."""
    if name == "get_weather":
        # A canned forecast for the sample tool; call a real weather service here.
        return {"city": arguments.get("city"), "temperature": 18, "unit": arguments.get("unit", "celsius"), "conditions": "partly cloudy"}
    return {"error": "no implementation for the tool " + name}


def send(payload):
    response = requests.post(API_URL, headers=headers, json=payload)
    if not response.ok:
        raise SystemExit(f"HTTP {response.status_code}: {response.text}")
    return response.json()["choices"][0]["message"]


payload = {
    "model": "acme/model-x",
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
