import OpenAI from "openai";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

// The Responses API streams typed events; the answer's text comes in "response.output_text.delta".
// https://huggingface.co/docs/inference-providers/guides/responses-api
const stream = await client.responses.create({
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
});

// The JSON text arrives in pieces: collect them, then parse the whole answer.
let text = "";
for await (const event of stream) {
    if (event.type === "response.output_text.delta") text += event.delta;
}
// The answer is JSON text in the requested format: parse it and print the object.
// https://huggingface.co/docs/inference-providers/guides/structured-output
console.log(JSON.stringify(JSON.parse(text), null, 2));
