import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.summarization({
    provider: "hf-inference",
    model: "acme/model-x",
    inputs: "A short text to summarise."
});

console.log(output);
