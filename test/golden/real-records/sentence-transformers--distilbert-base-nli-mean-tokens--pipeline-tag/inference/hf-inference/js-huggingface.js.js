import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.featureExtraction({
    provider: "hf-inference",
    model: "sentence-transformers/distilbert-base-nli-mean-tokens",
    inputs: "Embeddings turn sentences into vectors that can be compared."
});

console.log(output);
