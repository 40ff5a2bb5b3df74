import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.sentenceSimilarity({
    provider: "hf-inference",
    model: "Qdrant/bge-small-en-v1.5-onnx-Q",
    inputs: {
        source_sentence: "That is a happy person",
        sentences: ["That is a happy dog", "That is a very happy person", "Today is a sunny day"]
    }
});

console.log(output);
