import { InferenceClient } from "@huggingface/inference";

if (!process.env.SCW_SECRET_KEY) throw new Error("Set the SCW_SECRET_KEY environment variable.");
const client = new InferenceClient(process.env.SCW_SECRET_KEY);

const stream = client.chatCompletionStream({
    provider: "scaleway",
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
