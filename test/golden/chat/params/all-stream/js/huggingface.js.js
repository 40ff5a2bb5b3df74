import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

const stream = client.chatCompletionStream({
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
    stop: "END",
    reasoning_effort: "low"
});

for await (const chunk of stream) {
    if (chunk.choices && chunk.choices.length > 0) {
        process.stdout.write(chunk.choices[0].delta.content ?? "");
    }
}
