import { InferenceClient } from "@huggingface/inference";

if (!process.env.OVH_AI_ENDPOINTS_ACCESS_TOKEN) throw new Error("Set the OVH_AI_ENDPOINTS_ACCESS_TOKEN environment variable.");
const client = new InferenceClient(process.env.OVH_AI_ENDPOINTS_ACCESS_TOKEN);

const chatCompletion = await client.chatCompletion({
    provider: "ovhcloud",
    model: "hf-org/hf-model",
    messages: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
