// Streams an answer in a JSON format, then parses the whole text and prints the object.
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
            content: "Give me a simple recipe for pancakes."
        }
    ],
    response_format: {
        type: "json_schema",
        json_schema: {
            name: "recipe",
            schema: {
                type: "object",
                properties: {
                    title: {
                        type: "string"
                    },
                    servings: {
                        type: "integer"
                    },
                    ingredients: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    steps: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    }
                },
                required: ["title", "servings", "ingredients", "steps"],
                additionalProperties: false
            },
            strict: true
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
for await (const chunk of events(await post())) {
    if (chunk.choices.length > 0) text += chunk.choices[0].delta.content ?? "";
}
// The answer is JSON text in the requested format: parse it and print the object.
// https://huggingface.co/docs/inference-providers/guides/structured-output
console.log(JSON.stringify(JSON.parse(text), null, 2));
