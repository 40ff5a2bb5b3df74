// Sends the audio file and prints the JSON answer.
import fs from "node:fs";

if (!process.env.FAL_KEY) throw new Error("Set the FAL_KEY environment variable.");
const sample1_b64 = fs.readFileSync("sample1.flac").toString("base64");
const response = await fetch("https://fal.run/provider-org/provider-model", {
    method: "POST",
    headers: {
        Authorization: "Key " + process.env.FAL_KEY,
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
