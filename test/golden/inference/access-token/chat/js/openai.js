import OpenAI from "openai";

const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: "hf_literal_token",
});

const chatCompletion = await client.chat.completions.create({
    model: "acme/model-x:hf-inference",
    messages: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
