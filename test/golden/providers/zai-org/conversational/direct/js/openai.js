import OpenAI from "openai";

if (!process.env.ZAI_API_KEY) throw new Error("Set the ZAI_API_KEY environment variable.");
const client = new OpenAI({
    baseURL: "https://api.z.ai/api/paas/v4",
    apiKey: process.env.ZAI_API_KEY,
    defaultHeaders: {
        "x-source-channel": "hugging_face",
        "accept-language": "en-US,en"
    },
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
