// Sends the audio file and prints the JSON answer.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const sample1_b64 = fs.readFileSync("sample1.flac").toString("base64");
const response = await fetch("https://router.huggingface.co/fal-ai/fal-ai/whisper", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        audio_url: "data:audio/flac;base64," + sample1_b64
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result);
