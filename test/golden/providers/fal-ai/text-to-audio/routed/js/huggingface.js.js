import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// The client returns the audio as a Blob.
const blob = await client.textToAudio({
    provider: "fal-ai",
    model: "hf-org/hf-model",
    inputs: "Gentle rain on a tin roof with distant thunder."
});

fs.writeFileSync("audio.flac", Buffer.from(await blob.arrayBuffer()));
