import { InferenceClient } from "@huggingface/inference";

if (!process.env.OVH_AI_ENDPOINTS_ACCESS_TOKEN) throw new Error("Set the OVH_AI_ENDPOINTS_ACCESS_TOKEN environment variable.");
const client = new InferenceClient(process.env.OVH_AI_ENDPOINTS_ACCESS_TOKEN);

const stream = client.chatCompletionStream({
    provider: "ovhcloud",
    model: "hf-org/hf-model",
    messages: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ]
});

for await (const chunk of stream) {
    if (chunk.choices && chunk.choices.length > 0) {
        process.stdout.write(chunk.choices[0].delta.content ?? "");
    }
}
