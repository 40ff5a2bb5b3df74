import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.featureExtraction({
    provider: "scaleway",
    model: "hf-org/hf-model",
    inputs: "Embeddings turn sentences into vectors that can be compared."
});

console.log(output);
