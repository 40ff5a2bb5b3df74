import json
import os

from openai import OpenAI

client = OpenAI(
    base_url="https://router.huggingface.co/v1",
    api_key=os.environ["HF_TOKEN"],
)


def run_tool(name, arguments):
    """Runs one tool call of the model and returns its result: put your tools' code here."""
    return {"error": "no implementation for the tool " + name}


def stream_answer():
    """Streams one answer: prints its text as it arrives, returns the function calls it made."""
    stream = client.responses.create(
        model="acme/model-x:hf-inference",
        input=input_items,
        tools=tools,
        tool_choice="required",
        stream=True,
    )
    calls = []
    for event in stream:
        if event.type == "response.output_text.delta":
            print(event.delta, end="", flush=True)
        # A function call's arguments stream in "response.function_call_arguments.delta"
        # events; the finished item carries them whole.
        elif event.type == "response.output_item.done" and event.item.type == "function_call":
            calls.append(event.item)
    return calls


tools = [
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
]
input_items = [
    {
        "role": "user",
        "content": "How many SKU-42 are left?"
    }
]

# The Responses API: https://huggingface.co/docs/inference-providers/guides/responses-api
calls = stream_answer()
# The model asked for tools: run each function call, send its output back (a
# "function_call_output" item with the call's call_id) and stream the final answer.
if calls:
    for call in calls:
        input_items.append({"type": "function_call", "call_id": call.call_id, "name": call.name, "arguments": call.arguments})
        result = run_tool(call.name, json.loads(call.arguments or "{}"))
        input_items.append({"type": "function_call_output", "call_id": call.call_id, "output": json.dumps(result)})
    stream_answer()
print()
