import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.sentenceSimilarity({
    provider: "hf-inference",
    model: "acme/model-x",
    inputs: {
        source_sentence: "The cat is sleeping on the sofa.",
        sentences: [
            "A kitten naps on the couch.",
            "The dog is barking at the mail carrier.",
            "Stock prices fell sharply this morning."
        ]
    }
});

console.log(output);
