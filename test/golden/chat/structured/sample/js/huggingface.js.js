import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

const chatCompletion = await client.chatCompletion({
    provider: "hf-inference",
    model: "acme/model-x",
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
    }
});

const text = chatCompletion.choices[0].message.content;
// The answer is JSON text in the requested format: parse it and print the object.
// https://huggingface.co/docs/inference-providers/guides/structured-output
console.log(JSON.stringify(JSON.parse(text), null, 2));
