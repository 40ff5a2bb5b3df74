import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.fillMask({
    provider: "hf-inference",
    model: "acme/model-x",
    inputs: "A good cup of coffee starts with freshly ground [MASK]."
});

console.log(output);
