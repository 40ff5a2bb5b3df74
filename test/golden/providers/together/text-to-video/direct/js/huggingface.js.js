import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.TOGETHER_API_KEY) throw new Error("Set the TOGETHER_API_KEY environment variable.");
const client = new InferenceClient(process.env.TOGETHER_API_KEY);

// The client returns the video as a Blob.
const blob = await client.textToVideo({
    provider: "together",
    model: "hf-org/hf-model",
    inputs: "A paper boat drifting down a rain-filled street gutter."
});

fs.writeFileSync("video.mp4", Buffer.from(await blob.arrayBuffer()));
