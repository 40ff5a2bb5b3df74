import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.summarization({
    provider: "hf-inference",
    model: "acme/model-x",
    inputs: "The city council met on Tuesday to discuss the new cycling plan. After three hours of debate, members agreed to add protected bike lanes on the four busiest streets, to be built over the next two years. Shop owners asked for loading zones to be kept, and the council promised to review the design with them before work starts in the spring."
});

console.log(output);
