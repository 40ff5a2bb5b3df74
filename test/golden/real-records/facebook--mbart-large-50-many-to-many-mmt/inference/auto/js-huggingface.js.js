import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.translation({
    model: "facebook/mbart-large-50-many-to-many-mmt",
    inputs: "Mein Zug hat heute zwanzig Minuten Verspätung."
});

console.log(output);
