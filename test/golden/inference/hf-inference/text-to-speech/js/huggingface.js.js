import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// The client returns the speech as a Blob.
const blob = await client.textToSpeech({
    provider: "hf-inference",
    model: "acme/model-x",
    inputs: "Welcome aboard. Please keep your seatbelt fastened while seated."
});

fs.writeFileSync("speech.flac", Buffer.from(await blob.arrayBuffer()));
