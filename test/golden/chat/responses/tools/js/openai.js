import OpenAI from "openai";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

// Runs one tool call of the model and returns its result: put your tools' code here.
function runTool(name, args) {
    if (name === "get_weather") {
        // A canned forecast for the sample tool; call a real weather service here.
        return { city: args.city, temperature: 18, unit: args.unit ?? "celsius", conditions: "partly cloudy" };
    }
    return { error: `no implementation for the tool ${name}` };
}

// A tool call's arguments as JSON text (some servers send them already parsed).
const asText = (args) => (typeof args === "string" ? args : JSON.stringify(args));

const tools = [
    {
        type: "function",
        name: "get_weather",
        description: "Get the current weather in a city.",
        parameters: {
            type: "object",
            properties: {
                city: {
                    type: "string",
                    description: "City name, e.g. Paris"
                },
                unit: {
                    type: "string",
                    enum: ["celsius", "fahrenheit"]
                }
            },
            required: ["city"]
        },
        strict: false
    }
];
const inputItems = [
    {
        role: "user",
        content: "What is the weather like in Paris today?"
    }
];

// The Responses API: https://huggingface.co/docs/inference-providers/guides/responses-api
const createResponse = async () => (await client.responses.create({
    model: "acme/model-x:hf-inference",
    input: inputItems,
    tools: tools
})).output;

// The text of an answer's message items.
const textOf = (output) =>
    output
        .filter((item) => item.type === "message")
        .flatMap((item) => item.content.filter((part) => part.type === "output_text").map((part) => part.text))
        .join("");

let output = await createResponse();
// The model asked for tools: run each function call and send its output back (a
// "function_call_output" item with the call's call_id), then print the final answer.
const calls = output.filter((item) => item.type === "function_call");
if (calls.length > 0) {
    for (const call of calls) {
        inputItems.push({ type: "function_call", call_id: call.call_id, name: call.name, arguments: call.arguments });
        const result = runTool(call.name, JSON.parse(call.arguments || "{}"));
        inputItems.push({ type: "function_call_output", call_id: call.call_id, output: JSON.stringify(result) });
    }
    output = await createResponse();
}

console.log(textOf(output));
