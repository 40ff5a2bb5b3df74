// Sends the audio file and prints the JSON answer.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const form = new FormData();
form.append("file", new Blob([fs.readFileSync("sample1.flac")], { type: "audio/flac" }), "sample1.flac");
form.append("model", "provider-org/provider-model");
const response = await fetch("https://router.huggingface.co/deepinfra/v1/openai/audio/transcriptions", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN
    },
    body: form,
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result);
