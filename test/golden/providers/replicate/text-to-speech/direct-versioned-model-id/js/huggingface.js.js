import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.REPLICATE_API_TOKEN) throw new Error("Set the REPLICATE_API_TOKEN environment variable.");
const client = new InferenceClient(process.env.REPLICATE_API_TOKEN);

// The client returns the speech as a Blob.
const blob = await client.textToSpeech({
    provider: "replicate",
    model: "hf-org/hf-model",
    inputs: "Welcome aboard. Please keep your seatbelt fastened while seated."
});

fs.writeFileSync("speech.flac", Buffer.from(await blob.arrayBuffer()));
