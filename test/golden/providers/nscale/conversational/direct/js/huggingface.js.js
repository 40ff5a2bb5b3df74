import { InferenceClient } from "@huggingface/inference";

if (!process.env.NSCALE_SERVICE_TOKEN) throw new Error("Set the NSCALE_SERVICE_TOKEN environment variable.");
const client = new InferenceClient(process.env.NSCALE_SERVICE_TOKEN);

const chatCompletion = await client.chatCompletion({
    provider: "nscale",
    model: "hf-org/hf-model",
    messages: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
