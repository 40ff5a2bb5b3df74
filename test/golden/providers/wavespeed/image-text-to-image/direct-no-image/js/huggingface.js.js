import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.WAVESPEED_API_KEY) throw new Error("Set the WAVESPEED_API_KEY environment variable.");
const client = new InferenceClient(process.env.WAVESPEED_API_KEY);

// The image goes in as a Blob; the edited image comes back as one.
const blob = await client.imageTextToImage({
    provider: "wavespeed",
    model: "hf-org/hf-model",
    parameters: {
        prompt: "A red fox running through fresh snow"
    }
});

fs.writeFileSync("image.png", Buffer.from(await blob.arrayBuffer()));
