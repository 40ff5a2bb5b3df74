import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.featureExtraction({
    model: "sentence-transformers/distilbert-base-nli-mean-tokens",
    inputs: "Embeddings turn sentences into vectors that can be compared."
});

console.log(output);
