import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

const chatCompletion = await client.chatCompletion({
    provider: "hf-inference",
    model: "acme/model-x",
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
    stop: ["\n\n", "END"],
    reasoning_effort: "low"
});

console.log(chatCompletion.choices[0].message.content);
