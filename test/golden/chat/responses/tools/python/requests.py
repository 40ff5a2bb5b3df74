# Calls the Responses API with tools, runs the function calls the model asks for, sends their
# outputs back and prints the final answer.
# https://huggingface.co/docs/inference-providers/guides/responses-api
import json
import os

import requests

API_URL = "https://router.huggingface.co/v1/responses"
headers = {
    "Authorization": "Bearer " + os.environ["HF_TOKEN"],
    "Content-Type": "application/json"
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
    return response.json()["output"]


def text_of(output):
    return "".join(part["text"] for item in output if item["type"] == "message" for part in item["content"] if part["type"] == "output_text")


payload = {
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
            "strict": False
        }
    ],
    "stream": False
}

output = send(payload)
calls = [item for item in output if item["type"] == "function_call"]
if calls:
    # Each call goes back with its output: a "function_call_output" item with the call's call_id.
    for call in calls:
        payload["input"].append({"type": "function_call", "call_id": call["call_id"], "name": call["name"], "arguments": call["arguments"]})
        result = run_tool(call["name"], json.loads(call["arguments"] or "{}"))
        payload["input"].append({"type": "function_call_output", "call_id": call["call_id"], "output": json.dumps(result)})
    output = send(payload)

print(text_of(output))
