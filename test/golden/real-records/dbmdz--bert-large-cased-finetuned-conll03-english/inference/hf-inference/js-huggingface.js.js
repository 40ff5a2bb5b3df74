import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.tokenClassification({
    provider: "hf-inference",
    model: "dbmdz/bert-large-cased-finetuned-conll03-english",
    inputs: "My name is Wolfgang and I live in Berlin"
});

console.log(output);
