import OpenAI from "openai";

if (!process.env.NOVITA_API_KEY) throw new Error("Set the NOVITA_API_KEY environment variable.");
const client = new OpenAI({
    baseURL: "https://api.novita.ai/v3/openai",
    apiKey: process.env.NOVITA_API_KEY,
});

// This provider serves text generation through its chat route only: the client calls that route with the prompt as one user message.
// A base model has no chat template, so expect weaker answers than from a chat model.
const chatCompletion = await client.chat.completions.create({
    model: "provider-org/provider-model",
    messages: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
