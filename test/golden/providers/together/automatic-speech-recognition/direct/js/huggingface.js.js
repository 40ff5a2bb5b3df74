import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.TOGETHER_API_KEY) throw new Error("Set the TOGETHER_API_KEY environment variable.");
const client = new InferenceClient(process.env.TOGETHER_API_KEY);

// Sends the audio file's bytes and prints the answer.
const output = await client.automaticSpeechRecognition({
    provider: "together",
    model: "hf-org/hf-model",
    inputs: new Blob([fs.readFileSync("sample1.flac")], { type: "audio/flac" })
});

console.log(output);
