import OpenAI from "openai";

if (!process.env.OVH_AI_ENDPOINTS_ACCESS_TOKEN) throw new Error("Set the OVH_AI_ENDPOINTS_ACCESS_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://oai.endpoints.kepler.ai.cloud.ovh.net/v1",
    apiKey: process.env.OVH_AI_ENDPOINTS_ACCESS_TOKEN,
});

const stream = await client.chat.completions.create({
    model: "provider-org/provider-model",
    messages: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    stream: true
});

for await (const chunk of stream) {
    if (chunk.choices && chunk.choices.length > 0) {
        process.stdout.write(chunk.choices[0].delta.content ?? "");
    }
}
