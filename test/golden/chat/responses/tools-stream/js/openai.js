import OpenAI from "openai";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

// Runs one tool call of the model and returns its result: put your tools' code here.
function runTool(name, args) {
    return { error: `no implementation for the tool ${name}` };
}

const tools = [
    {
        type: "function",
        name: "lookup_stock",
        description: "Look up the stock of a product in the warehouse.",
        parameters: {
            type: "object",
            properties: {
                sku: {
                    type: "string"
                }
            },
            required: ["sku"],
            additionalProperties: false
        },
        strict: true
    }
];
const inputItems = [
    {
        role: "user",
        content: "How many SKU-42 are left?"
    }
];

// The Responses API: https://huggingface.co/docs/inference-providers/guides/responses-api
const createStream = () => client.responses.create({
    model: "acme/model-x:hf-inference",
    input: inputItems,
    tools: tools,
    tool_choice: "required",
    stream: true
});

// Streams one answer: prints its text as it arrives, returns the function calls it made.
async function streamAnswer() {
    const calls = [];
    for await (const event of await createStream()) {
        if (event.type === "response.output_text.delta") process.stdout.write(event.delta);
        // A function call's arguments stream in "response.function_call_arguments.delta"
        // events; the finished item carries them whole.
        else if (event.type === "response.output_item.done" && event.item.type === "function_call") calls.push(event.item);
    }
    return calls;
}

const calls = await streamAnswer();
// The model asked for tools: run each function call, send its output back (a
// "function_call_output" item with the call's call_id) and stream the final answer.
if (calls.length > 0) {
    for (const call of calls) {
        inputItems.push({ type: "function_call", call_id: call.call_id, name: call.name, arguments: call.arguments });
        const result = runTool(call.name, JSON.parse(call.arguments || "{}"));
        inputItems.push({ type: "function_call_output", call_id: call.call_id, output: JSON.stringify(result) });
    }
    await streamAnswer();
}
process.stdout.write("\n");
