import { InferenceClient } from "@huggingface/inference";

if (!process.env.TOGETHER_API_KEY) throw new Error("Set the TOGETHER_API_KEY environment variable.");
const client = new InferenceClient(process.env.TOGETHER_API_KEY);

const chatCompletion = await client.chatCompletion({
    provider: "together",
    model: "hf-org/hf-model",
    messages: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
