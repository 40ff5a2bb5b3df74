// Sends the audio file; polls the job until it is done, then fetches the result.
import fs from "node:fs";

const sample1_b64 = fs.readFileSync("sample1.flac").toString("base64");
const response = await fetch("https://queue.fal.run/provider-org/provider-model", {
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
const job = await response.json();
const pollOptions = {
    headers: {
        Authorization: "Key " + process.env.FAL_KEY,
        "Content-Type": "application/json"
    },
};
const statusUrl = "https://queue.fal.run" + new URL(job["response_url"]).pathname + "/status";
let status;
while (true) {
    status = await (await fetch(statusUrl, pollOptions)).json();
    if (status?.["status"] === "COMPLETED") break;
    await new Promise((resolve) => setTimeout(resolve, 500));
}
const result = await (await fetch("https://queue.fal.run" + new URL(job["response_url"]).pathname, pollOptions)).json();
let mediaUrl = result["audio"]["url"];
const media = await fetch(mediaUrl);
fs.writeFileSync("audio.wav", Buffer.from(await media.arrayBuffer()));
