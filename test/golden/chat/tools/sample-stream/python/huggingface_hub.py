import json
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    provider="hf-inference",
    api_key=os.environ["HF_TOKEN"],
)


def run_tool(name, arguments):
    """Runs one tool call of the model and returns its result: put your tools' code here."""
    if name == "get_weather":
        # A canned forecast for the sample tool; call a real weather service here.
        return {"city": arguments.get("city"), "temperature": 18, "unit": arguments.get("unit", "celsius"), "conditions": "partly cloudy"}
    return {"error": "no implementation for the tool " + name}


def stream_answer():
    """Streams one answer: prints its text as it arrives, returns the tool calls built from the deltas."""
    stream = client.chat.completions.create(
        model="acme/model-x",
        messages=messages,
        tools=tools,
        stream=True,
    )
    calls = {}
    for chunk in stream:
        if not chunk.choices:
            continue
        delta = chunk.choices[0].delta
        if delta.content:
            print(delta.content, end="", flush=True)
        # A tool call arrives in pieces: its id and name first, then its arguments in fragments.
        for part in delta.tool_calls or []:
            call = calls.setdefault(part.index, {"id": "", "name": "", "arguments": ""})
            call["id"] = part.id or call["id"]
            if part.function and part.function.name:
                call["name"] += part.function.name
            if part.function and part.function.arguments:
                call["arguments"] += part.function.arguments
    return [calls[index] for index in sorted(calls)]


tools = [
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
]
messages = [
    {
        "role": "user",
        "content": "What is the weather like in Paris today?"
    }
]

calls = stream_answer()
# The model asked for tools: run each call, send the results back (role "tool" with the
# call's id) and stream the final answer.
if calls:
    messages.append({
        "role": "assistant",
        "content": "",
        "tool_calls": [{"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": c["arguments"]}} for c in calls],
    })
    for call in calls:
        result = run_tool(call["name"], json.loads(call["arguments"] or "{}"))
        messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(result)})
    stream_answer()
print()
