import json
import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)


def run_tool(name, arguments):
    """Runs one tool call of the model and returns its result: put your tools' code here."""
    if name == "get_weather":
        # A canned forecast for the sample tool; call a real weather service here.
        return {"city": arguments.get("city"), "temperature": 18, "unit": arguments.get("unit", "celsius"), "conditions": "partly cloudy"}
    return {"error": "no implementation for the tool " + name}


tools = [
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
]
input_items = [
    {
        "role": "user",
        "content": "What is the weather like in Paris today?"
    }
]

# The Responses API: https://huggingface.co/docs/inference-providers/guides/responses-api
response = client.responses.create(
    model="acme/model-x:hf-inference",
    input=input_items,
    tools=tools,
)

# The model asked for tools: run each function call and send its output back (a
# "function_call_output" item with the call's call_id), then print the final answer.
calls = [item for item in response.output if item.type == "function_call"]
if calls:
    for call in calls:
        input_items.append({"type": "function_call", "call_id": call.call_id, "name": call.name, "arguments": call.arguments})
        result = run_tool(call.name, json.loads(call.arguments or "{}"))
        input_items.append({"type": "function_call_output", "call_id": call.call_id, "output": json.dumps(result)})
    response = client.responses.create(
        model="acme/model-x:hf-inference",
        input=input_items,
        tools=tools,
    )

print(response.output_text)
