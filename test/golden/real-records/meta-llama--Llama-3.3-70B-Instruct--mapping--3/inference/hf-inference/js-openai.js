import OpenAI from "openai";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

const chatCompletion = await client.chat.completions.create({
    model: "meta-llama/Llama-3.3-70B-Instruct:hf-inference",
    messages: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
