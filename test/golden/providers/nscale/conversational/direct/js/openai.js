import OpenAI from "openai";

if (!process.env.NSCALE_SERVICE_TOKEN) throw new Error("Set the NSCALE_SERVICE_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://inference.api.nscale.com/v1",
    apiKey: process.env.NSCALE_SERVICE_TOKEN,
});

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
