import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.textClassification({
    provider: "hf-inference",
    model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    inputs: "I like you. I love you"
});

console.log(output);
