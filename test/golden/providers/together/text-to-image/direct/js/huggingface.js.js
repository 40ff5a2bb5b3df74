import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.TOGETHER_API_KEY) throw new Error("Set the TOGETHER_API_KEY environment variable.");
const client = new InferenceClient(process.env.TOGETHER_API_KEY);

// The client returns the image as a Blob.
const blob = await client.textToImage({
    provider: "together",
    model: "hf-org/hf-model",
    inputs: "A lighthouse on a rocky coast at sunset, painted in watercolour.",
    parameters: {
        num_inference_steps: 5
    }
});

fs.writeFileSync("image.png", Buffer.from(await blob.arrayBuffer()));
