import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.textClassification({
    provider: "hf-inference",
    model: "acme/model-x",
    inputs: "The delivery came two days early and everything worked out of the box."
});

console.log(output);
