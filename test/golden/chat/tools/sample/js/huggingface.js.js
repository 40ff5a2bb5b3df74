import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

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
        function: {
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
            }
        }
    }
];
const messages = [
    {
        role: "user",
        content: "What is the weather like in Paris today?"
    }
];

const createCompletion = () => client.chatCompletion({
    provider: "hf-inference",
    model: "acme/model-x",
    messages: messages,
    tools: tools
});

let message = (await createCompletion()).choices[0].message;
// The model asked for tools: run each call, send the results back (role "tool" with the
// call's id), then print the final answer.
// https://huggingface.co/docs/inference-providers/guides/function-calling
if (message.tool_calls?.length) {
    messages.push({
        role: "assistant",
        content: message.content ?? "",
        tool_calls: message.tool_calls.map((call) => ({ id: call.id, type: "function", function: { name: call.function.name, arguments: asText(call.function.arguments) } })),
    });
    for (const call of message.tool_calls) {
        const result = runTool(call.function.name, JSON.parse(asText(call.function.arguments) || "{}"));
        messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(result) });
    }
    message = (await createCompletion()).choices[0].message;
}

console.log(message.content);
