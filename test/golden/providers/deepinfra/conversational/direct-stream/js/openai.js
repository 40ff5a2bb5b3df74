import OpenAI from "openai";

if (!process.env.DEEPINFRA_TOKEN) throw new Error("Set the DEEPINFRA_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://api.deepinfra.com/v1/openai",
    apiKey: process.env.DEEPINFRA_TOKEN,
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
