import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// The image goes in as a Blob; the video comes back as one.
const blob = await client.imageToVideo({
    provider: "together",
    model: "hf-org/hf-model",
    inputs: new Blob([fs.readFileSync("cat.png")], { type: "image/png" }),
    parameters: {
        prompt: "The cat slowly turns its head and blinks."
    }
});

fs.writeFileSync("video.mp4", Buffer.from(await blob.arrayBuffer()));
