import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.tokenClassification({
    provider: "hf-inference",
    model: "acme/model-x",
    inputs: "Ada Lovelace wrote the first published algorithm in London in 1843."
});

console.log(output);
