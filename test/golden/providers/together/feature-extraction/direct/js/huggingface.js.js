import { InferenceClient } from "@huggingface/inference";

if (!process.env.TOGETHER_API_KEY) throw new Error("Set the TOGETHER_API_KEY environment variable.");
const client = new InferenceClient(process.env.TOGETHER_API_KEY);

// Sends the text and prints the model's answer.
const output = await client.featureExtraction({
    provider: "together",
    model: "hf-org/hf-model",
    inputs: "Embeddings turn sentences into vectors that can be compared."
});

console.log(output);
