// Sends the image and the prompt; the video is written to a file.
import fs from "node:fs";

if (!process.env.WAVESPEED_API_KEY) throw new Error("Set the WAVESPEED_API_KEY environment variable.");
const cat_b64 = fs.readFileSync("cat.png").toString("base64");
const response = await fetch("https://api.wavespeed.ai/api/v3/provider-org/provider-model", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.WAVESPEED_API_KEY,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        image: cat_b64,
        images: [cat_b64],
        prompt: "The cat slowly turns its head and blinks."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const job = await response.json();
const pollOptions = {
    headers: {
        Authorization: "Bearer " + process.env.WAVESPEED_API_KEY,
        "Content-Type": "application/json"
    },
};
const statusUrl = "https://api.wavespeed.ai" + new URL(job["data"]["urls"]["get"]).pathname;
let status;
while (true) {
    const answer = await fetch(statusUrl, pollOptions);
    if (!answer.ok) throw new Error(`Polling failed: ${answer.status} ${await answer.text()}`);
    status = await answer.json();
    if (status?.["data"]?.["status"] === "completed") break;
    if (status?.["data"]?.["status"] === "failed") throw new Error(`The job failed: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
}
const result = status;
let mediaUrl = result["data"]["outputs"][0];
const media = await fetch(mediaUrl);
if (!media.ok) throw new Error(`Fetching the media failed: ${media.status}`);
fs.writeFileSync("video.mp4", Buffer.from(await media.arrayBuffer()));
