import json
import os

from huggingface_hub import InferenceClient

client = InferenceClient(
    api_key=os.environ["HF_TOKEN"],
    bill_to="acme-org",
)


def run_tool(name, arguments):
    """Runs one tool call of the model and returns its result: put your tools' code here."""
    if name == "get_weather":
        # A canned forecast for the sample tool; call a real weather service here.
        return {"city": arguments.get("city"), "temperature": 18, "unit": arguments.get("unit", "celsius"), "conditions": "partly cloudy"}
    return {"error": "no implementation for the tool " + name}


def as_text(arguments):
    """A tool call's arguments as JSON text (some servers send them already parsed)."""
    return arguments if isinstance(arguments, str) else json.dumps(arguments)


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

completion = client.chat.completions.create(
    model="acme/model-x",
    messages=messages,
    tools=tools,
)
message = completion.choices[0].message

# The model asked for tools: run each call, send the results back (role "tool" with the
# call's id), then print the final answer.
# https://huggingface.co/docs/inference-providers/guides/function-calling
if message.tool_calls:
    messages.append({
        "role": "assistant",
        "content": message.content or "",
        "tool_calls": [
            {"id": call.id, "type": "function", "function": {"name": call.function.name, "arguments": as_text(call.function.arguments)}}
            for call in message.tool_calls
        ],
    })
    for call in message.tool_calls:
        result = run_tool(call.function.name, json.loads(as_text(call.function.arguments) or "{}"))
        messages.append({"role": "tool", "tool_call_id": call.id, "content": json.dumps(result)})
    completion = client.chat.completions.create(
        model="acme/model-x",
        messages=messages,
        tools=tools,
    )
    message = completion.choices[0].message

print(message.content)
