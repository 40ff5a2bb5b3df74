import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the audio file's bytes and prints the answer.
const output = await client.automaticSpeechRecognition({
    model: "jonatasgrosman/wav2vec2-large-xlsr-53-english",
    inputs: new Blob([fs.readFileSync("sample1.flac")], { type: "audio/flac" })
});

console.log(output);
