import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.DEEPINFRA_TOKEN) throw new Error("Set the DEEPINFRA_TOKEN environment variable.");
const client = new InferenceClient(process.env.DEEPINFRA_TOKEN);

// Sends the audio file's bytes and prints the answer.
const output = await client.automaticSpeechRecognition({
    provider: "deepinfra",
    model: "hf-org/hf-model",
    inputs: new Blob([fs.readFileSync("sample1.flac")], { type: "audio/flac" })
});

console.log(output);
