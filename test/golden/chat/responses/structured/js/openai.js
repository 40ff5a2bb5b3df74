import OpenAI from "openai";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

// The Responses API: https://huggingface.co/docs/inference-providers/guides/responses-api
const response = await client.responses.create({
    model: "acme/model-x:hf-inference",
    input: [
        {
            role: "user",
            content: "Give me a simple recipe for pancakes."
        }
    ],
    text: {
        format: {
            type: "json_schema",
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
    }
});

const text = response.output_text;
// The answer is JSON text in the requested format: parse it and print the object.
// https://huggingface.co/docs/inference-providers/guides/structured-output
console.log(JSON.stringify(JSON.parse(text), null, 2));
