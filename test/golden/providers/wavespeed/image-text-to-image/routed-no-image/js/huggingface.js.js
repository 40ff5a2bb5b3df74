import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// The image goes in as a Blob; the edited image comes back as one.
const blob = await client.imageTextToImage({
    provider: "wavespeed",
    model: "hf-org/hf-model",
    parameters: {
        prompt: "A red fox running through fresh snow"
    }
});

fs.writeFileSync("image.png", Buffer.from(await blob.arrayBuffer()));
