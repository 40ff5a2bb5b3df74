// Streams the Responses API's events with tools: the text deltas are printed, the function
// calls run once complete and their outputs sent back; the final answer streams in.
// https://huggingface.co/docs/inference-providers/guides/responses-api
if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const API_URL = "https://router.huggingface.co/v1/responses";
const headers = {
    Authorization: "Bearer " + process.env.HF_TOKEN,
    "Content-Type": "application/json"
};
const payload = {
    model: "acme/model-x:hf-inference",
    input: [
        {
            role: "user",
            content: "How many SKU-42 are left?"
        }
    ],
    tools: [
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
    ],
    tool_choice: "required",
    stream: true
};

// Sends the payload; throws on an HTTP error.
async function post() {
    const response = await fetch(API_URL, { method: "POST", headers, body: JSON.stringify(payload) });
    if (!response.ok) {
        throw new Error(`Request failed: ${response.status} ${await response.text()}`);
    }
    return response;
}

// The JSON events of a server-sent-events answer.
async function* events(response) {
    const decoder = new TextDecoder();
    let buffered = "";
    for await (const bytes of response.body) {
        buffered += decoder.decode(bytes, { stream: true });
        const lines = buffered.split("\n");
        buffered = lines.pop();
        for (const line of lines) {
            if (line.startsWith("data:") && line.trim() !== "data: [DONE]") yield JSON.parse(line.slice("data:".length));
        }
    }
}

// Runs one tool call of the model and returns its result: put your tools' code here.
function runTool(name, args) {
    return { error: `no implementation for the tool ${name}` };
}

const inputItems = payload.input;
const createStream = async () => events(await post());

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
