import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.FAL_KEY) throw new Error("Set the FAL_KEY environment variable.");
const client = new InferenceClient(process.env.FAL_KEY);

// The image goes in as a Blob; the video comes back as one.
const blob = await client.imageTextToVideo({
    provider: "fal-ai",
    model: "hf-org/hf-model",
    parameters: {
        prompt: "A red fox running through fresh snow"
    }
});

fs.writeFileSync("video.mp4", Buffer.from(await blob.arrayBuffer()));
