import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// The client returns the image as a Blob.
const blob = await client.textToImage({
    provider: "replicate",
    model: "black-forest-labs/FLUX.1-dev",
    inputs: "A lighthouse on a rocky coast at sunset, painted in watercolour.",
    parameters: {
        num_inference_steps: 5
    }
});

fs.writeFileSync("image.png", Buffer.from(await blob.arrayBuffer()));
