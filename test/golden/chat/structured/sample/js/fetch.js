// Asks for an answer in a JSON format, parses it and prints the object.
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
    stream: false
};

// Sends the payload; throws on an HTTP error.
async function post() {
    const response = await fetch(API_URL, { method: "POST", headers, body: JSON.stringify(payload) });
    if (!response.ok) {
        throw new Error(`Request failed: ${response.status} ${await response.text()}`);
    }
    return response;
}

const result = await (await post()).json();
const text = result.choices[0].message.content;
// The answer is JSON text in the requested format: parse it and print the object.
// https://huggingface.co/docs/inference-providers/guides/structured-output
console.log(JSON.stringify(JSON.parse(text), null, 2));
