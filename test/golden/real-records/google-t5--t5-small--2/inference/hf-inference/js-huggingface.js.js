import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.translation({
    provider: "hf-inference",
    model: "google-t5/t5-small",
    inputs: "My name is Wolfgang and I live in Berlin"
});

console.log(output);
