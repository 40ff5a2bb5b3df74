// Streams the Responses API's events and prints the answer's text deltas as they arrive.
// https://huggingface.co/docs/inference-providers/guides/responses-api
if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const API_URL = "https://router.huggingface.co/v1/responses";
const headers = {
    Authorization: "Bearer " + process.env.HF_TOKEN,
    "Content-Type": "application/json"
};
const payload = {
    model: "acme/model-x:hf-inference",
    instructions: "Reply with a JSON recipe.",
    input: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    text: {
        format: {
            type: "json_object"
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

// The JSON text arrives in pieces: collect them, then parse the whole answer.
let text = "";
for await (const event of events(await post())) {
    if (event.type === "response.output_text.delta") text += event.delta;
}
// The answer is JSON text in the requested format: parse it and print the object.
// https://huggingface.co/docs/inference-providers/guides/structured-output
console.log(JSON.stringify(JSON.parse(text), null, 2));
