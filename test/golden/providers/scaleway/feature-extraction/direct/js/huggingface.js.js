import { InferenceClient } from "@huggingface/inference";

if (!process.env.SCW_SECRET_KEY) throw new Error("Set the SCW_SECRET_KEY environment variable.");
const client = new InferenceClient(process.env.SCW_SECRET_KEY);

// Sends the text and prints the model's answer.
const output = await client.featureExtraction({
    provider: "scaleway",
    model: "hf-org/hf-model",
    inputs: "Embeddings turn sentences into vectors that can be compared."
});

console.log(output);
