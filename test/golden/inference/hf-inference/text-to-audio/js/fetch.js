// Sends the text; the audio is written to a file.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/model-x", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        inputs: "Gentle rain on a tin roof with distant thunder."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
fs.writeFileSync("audio.flac", Buffer.from(await response.arrayBuffer()));
