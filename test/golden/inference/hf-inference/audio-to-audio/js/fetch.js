// Sends the audio file's bytes; each audio track of the answer is written to its own file.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/model-x", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "audio/flac"
    },
    body: fs.readFileSync("sample1.flac"),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const tracks = await response.json();
tracks.forEach((track, i) => {
    fs.writeFileSync(`track_${i}.flac`, Buffer.from(track.blob, "base64"));
    console.log(track.label, `track_${i}.flac`);
});
