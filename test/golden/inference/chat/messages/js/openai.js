import OpenAI from "openai";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

const chatCompletion = await client.chat.completions.create({
    model: "acme/model-x:hf-inference",
    messages: [
        {
            role: "system",
            content: "Answer in French."
        },
        {
            role: "user",
            content: "Where is the nearest bakery?"
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
