import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// The client returns the video as a Blob.
const blob = await client.textToVideo({
    provider: "together",
    model: "hf-org/hf-model",
    inputs: "A paper boat drifting down a rain-filled street gutter."
});

fs.writeFileSync("video.mp4", Buffer.from(await blob.arrayBuffer()));
