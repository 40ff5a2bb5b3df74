import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
// A base model (no chat template): the prompt is sent as text to continue, not as a chat.
// A chat request to a base model gives poor answers: pick a chat model for conversations.
const output = await client.textGeneration({
    model: "openai-community/gpt2",
    inputs: "My name is Julien and I like to"
});

console.log(output);
