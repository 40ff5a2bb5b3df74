import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.WAVESPEED_API_KEY) throw new Error("Set the WAVESPEED_API_KEY environment variable.");
const client = new InferenceClient(process.env.WAVESPEED_API_KEY);

// The image goes in as a Blob; the video comes back as one.
const blob = await client.imageTextToVideo({
    provider: "wavespeed",
    model: "hf-org/hf-model",
    inputs: new Blob([fs.readFileSync("cat.png")], { type: "image/png" }),
    parameters: {
        prompt: "Snow begins to fall gently around the cat."
    }
});

fs.writeFileSync("video.mp4", Buffer.from(await blob.arrayBuffer()));
