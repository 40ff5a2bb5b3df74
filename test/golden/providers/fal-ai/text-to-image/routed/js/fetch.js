// Sends the prompt; the image is written to a file.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/fal-ai/provider-org/provider-model?_subdomain=queue", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        num_inference_steps: 5,
        prompt: "A lighthouse on a rocky coast at sunset, painted in watercolour."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const job = await response.json();
const pollOptions = {
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
};
const statusUrl = "https://router.huggingface.co/fal-ai" + new URL(job["response_url"]).pathname + "/status?_subdomain=queue";
let status;
while (true) {
    const answer = await fetch(statusUrl, pollOptions);
    if (!answer.ok) throw new Error(`Polling failed: ${answer.status} ${await answer.text()}`);
    status = await answer.json();
    if (status?.["status"] === "COMPLETED") break;
    await new Promise((resolve) => setTimeout(resolve, 500));
}
const answer = await fetch("https://router.huggingface.co/fal-ai" + new URL(job["response_url"]).pathname + "?_subdomain=queue", pollOptions);
if (!answer.ok) throw new Error(`Fetching the result failed: ${answer.status} ${await answer.text()}`);
const result = await answer.json();
let mediaUrl = result["images"][0]["url"];
const media = await fetch(mediaUrl);
if (!media.ok) throw new Error(`Fetching the media failed: ${media.status}`);
fs.writeFileSync("image.png", Buffer.from(await media.arrayBuffer()));
