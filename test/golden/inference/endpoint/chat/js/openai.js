import OpenAI from "openai";

if (!process.env.API_TOKEN) throw new Error("Set the API_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://my-endpoint.example.com/v1",
    apiKey: process.env.API_TOKEN,
});

const chatCompletion = await client.chat.completions.create({
    model: "acme/model-x",
    messages: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
