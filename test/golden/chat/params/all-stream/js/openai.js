import OpenAI from "openai";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

const stream = await client.chat.completions.create({
    model: "acme/model-x:hf-inference",
    messages: [
        {
            role: "system",
            content: "Answer in one sentence."
        },
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ],
    temperature: 0.2,
    max_tokens: 256,
    top_p: 0.9,
    seed: 42,
    stop: "END",
    reasoning_effort: "low",
    stream: true
});

for await (const chunk of stream) {
    if (chunk.choices && chunk.choices.length > 0) {
        process.stdout.write(chunk.choices[0].delta.content ?? "");
    }
}
