import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.textGeneration({
    provider: "deepinfra",
    model: "hf-org/hf-model",
    inputs: "Suggest three names for a bakery that only sells sourdough bread."
});

console.log(output);
