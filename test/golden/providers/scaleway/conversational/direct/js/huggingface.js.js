import { InferenceClient } from "@huggingface/inference";

if (!process.env.SCW_SECRET_KEY) throw new Error("Set the SCW_SECRET_KEY environment variable.");
const client = new InferenceClient(process.env.SCW_SECRET_KEY);

const chatCompletion = await client.chatCompletion({
    provider: "scaleway",
    model: "hf-org/hf-model",
    messages: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
