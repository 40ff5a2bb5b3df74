# Streams the Responses API's events with tools: the text deltas are printed, the function
# calls run once complete and their outputs sent back; the final answer streams in.
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
    return {"error": "no implementation for the tool " + name}


def events(response):
    """The JSON events of a server-sent-events answer."""
    for line in response.iter_lines():
        if line.startswith(b"data:") and line.strip() != b"data: [DONE]":
            yield json.loads(line[len(b"data:"):])


def stream_answer(payload):
    """Streams one answer: prints its text as it arrives, returns the function calls it made."""
    response = requests.post(API_URL, headers=headers, json=payload, stream=True)
    if not response.ok:
        raise SystemExit(f"HTTP {response.status_code}: {response.text}")
    calls = []
    for event in events(response):
        if event["type"] == "response.output_text.delta":
            print(event["delta"], end="", flush=True)
        # A function call's arguments stream in "response.function_call_arguments.delta"
        # events; the finished item carries them whole.
        elif event["type"] == "response.output_item.done" and event["item"]["type"] == "function_call":
            calls.append(event["item"])
    return calls


payload = {
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
                "additionalProperties": False
            },
            "strict": True
        }
    ],
    "tool_choice": "required",
    "stream": True
}

calls = stream_answer(payload)
if calls:
    for call in calls:
        payload["input"].append({"type": "function_call", "call_id": call["call_id"], "name": call["name"], "arguments": call["arguments"]})
        result = run_tool(call["name"], json.loads(call["arguments"] or "{}"))
        payload["input"].append({"type": "function_call_output", "call_id": call["call_id"], "output": json.dumps(result)})
    stream_answer(payload)
print()
