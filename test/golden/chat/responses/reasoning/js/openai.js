import OpenAI from "openai";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

// The Responses API: https://huggingface.co/docs/inference-providers/guides/responses-api
const response = await client.responses.create({
    model: "acme/model-x:hf-inference",
    instructions: "Think, then answer briefly.",
    input: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    temperature: 0.3,
    max_output_tokens: 300,
    reasoning: {
        effort: "high"
    }
});

console.log(response.output_text);
