import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.REPLICATE_API_TOKEN) throw new Error("Set the REPLICATE_API_TOKEN environment variable.");
const client = new InferenceClient(process.env.REPLICATE_API_TOKEN);

// Sends the audio file's bytes and prints the answer.
const output = await client.automaticSpeechRecognition({
    provider: "replicate",
    model: "hf-org/hf-model",
    inputs: new Blob([fs.readFileSync("sample1.flac")], { type: "audio/flac" })
});

console.log(output);
