import OpenAI from "openai";

if (!process.env.CEREBRAS_API_KEY) throw new Error("Set the CEREBRAS_API_KEY environment variable.");
const client = new OpenAI({
    baseURL: "https://api.cerebras.ai/v1",
    apiKey: process.env.CEREBRAS_API_KEY,
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
