# Streams the answer to the messages with the tools; the tool calls are assembled from their
# deltas, run, and their results sent back; the final answer streams in.
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
    if name == "get_weather":
        # A canned forecast for the sample tool; call a real weather service here.
        return {"city": arguments.get("city"), "temperature": 18, "unit": arguments.get("unit", "celsius"), "conditions": "partly cloudy"}
    return {"error": "no implementation for the tool " + name}


def events(response):
    """The JSON events of a server-sent-events answer."""
    for line in response.iter_lines():
        if line.startswith(b"data:") and line.strip() != b"data: [DONE]":
            yield json.loads(line[len(b"data:"):])


def stream_answer(payload):
    """Streams one answer: prints its text as it arrives, returns the tool calls built from the deltas."""
    response = requests.post(API_URL, headers=headers, json=payload, stream=True)
    if not response.ok:
        raise SystemExit(f"HTTP {response.status_code}: {response.text}")
    calls = {}
    for chunk in events(response):
        if not chunk["choices"]:
            continue
        delta = chunk["choices"][0]["delta"]
        print(delta.get("content") or "", end="", flush=True)
        # A tool call arrives in pieces: its id and name first, then its arguments in fragments.
        for part in delta.get("tool_calls") or []:
            call = calls.setdefault(part["index"], {"id": "", "name": "", "arguments": ""})
            call["id"] = part.get("id") or call["id"]
            function = part.get("function") or {}
            call["name"] += function.get("name") or ""
            call["arguments"] += function.get("arguments") or ""
    return [calls[index] for index in sorted(calls)]


payload = {
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
    "stream": True
}

calls = stream_answer(payload)
if calls:
    payload["messages"].append({
        "role": "assistant",
        "content": "",
        "tool_calls": [{"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": c["arguments"]}} for c in calls],
    })
    for call in calls:
        result = run_tool(call["name"], json.loads(call["arguments"] or "{}"))
        payload["messages"].append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(result)})
    stream_answer(payload)
print()
