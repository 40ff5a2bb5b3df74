// Streams the answer to the messages with the tools; the tool calls are assembled from their
// deltas, run, and their results sent back; the final answer streams in.
// https://huggingface.co/docs/inference-providers/guides/function-calling
if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const API_URL = "https://router.huggingface.co/v1/chat/completions";
const headers = {
    Authorization: "Bearer " + process.env.HF_TOKEN,
    "Content-Type": "application/json"
};
const payload = {
    model: "acme/model-x:hf-inference",
    messages: [
        {
            role: "user",
            content: "How many SKU-42 are left?"
        }
    ],
    tools: [
        {
            type: "function",
            function: {
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
        }
    ],
    tool_choice: {
        type: "function",
        function: {
            name: "lookup_stock"
        }
    },
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

const messages = payload.messages;
const createStream = async () => events(await post());

// Streams one answer: prints its text as it arrives, returns the tool calls built from the deltas.
async function streamAnswer() {
    const calls = [];
    for await (const chunk of await createStream()) {
        if (!chunk.choices || chunk.choices.length === 0) continue;
        const delta = chunk.choices[0].delta;
        if (delta.content) process.stdout.write(delta.content);
        // A tool call arrives in pieces: its id and name first, then its arguments in fragments.
        for (const part of delta.tool_calls ?? []) {
            const call = (calls[part.index] ??= { id: "", name: "", arguments: "" });
            call.id = part.id || call.id;
            call.name += part.function?.name ?? "";
            call.arguments += part.function?.arguments ?? "";
        }
    }
    return calls.filter(Boolean);
}

const calls = await streamAnswer();
// The model asked for tools: run each call, send the results back (role "tool" with the
// call's id) and stream the final answer.
if (calls.length > 0) {
    messages.push({
        role: "assistant",
        content: "",
        tool_calls: calls.map((c) => ({ id: c.id, type: "function", function: { name: c.name, arguments: c.arguments } })),
    });
    for (const call of calls) {
        const result = runTool(call.name, JSON.parse(call.arguments || "{}"));
        messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(result) });
    }
    await streamAnswer();
}
process.stdout.write("\n");
