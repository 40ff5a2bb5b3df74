// Sends the prompt; the image is written to a file.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json",
        Prefer: "wait"
    },
    body: JSON.stringify({
        input: {
            num_inference_steps: 5,
            prompt: "A lighthouse on a rocky coast at sunset, painted in watercolour."
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const job = await response.json();
const pollOptions = {
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json",
        Prefer: "wait"
    },
};
const statusUrl = "https://router.huggingface.co/replicate" + new URL(job["urls"]["get"]).pathname;
let status;
while (true) {
    const answer = await fetch(statusUrl, pollOptions);
    if (!answer.ok) throw new Error(`Polling failed: ${answer.status} ${await answer.text()}`);
    status = await answer.json();
    if (status?.["status"] === "succeeded") break;
    if (["failed", "canceled"].includes(status?.["status"])) throw new Error(`The job failed: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
}
const result = status;
let mediaUrl = result["output"];
if (Array.isArray(mediaUrl)) mediaUrl = mediaUrl[0];
const media = await fetch(mediaUrl);
if (!media.ok) throw new Error(`Fetching the media failed: ${media.status}`);
fs.writeFileSync("image.png", Buffer.from(await media.arrayBuffer()));
