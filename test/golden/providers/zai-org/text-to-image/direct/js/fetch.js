// Sends the prompt; the image is written to a file.
import fs from "node:fs";

if (!process.env.ZAI_API_KEY) throw new Error("Set the ZAI_API_KEY environment variable.");
const response = await fetch("https://api.z.ai/api/paas/v4/async/images/generations", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.ZAI_API_KEY,
        "Content-Type": "application/json",
        "x-source-channel": "hugging_face",
        "accept-language": "en-US,en"
    },
    body: JSON.stringify({
        num_inference_steps: 5,
        model: "provider-org/provider-model",
        prompt: "A lighthouse on a rocky coast at sunset, painted in watercolour."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const job = await response.json();
const pollOptions = {
    headers: {
        Authorization: "Bearer " + process.env.ZAI_API_KEY,
        "Content-Type": "application/json",
        "x-source-channel": "hugging_face",
        "accept-language": "en-US,en"
    },
};
const statusUrl = "https://api.z.ai/api/paas/v4/async-result/" + encodeURIComponent(job["id"]);
let status;
while (true) {
    const answer = await fetch(statusUrl, pollOptions);
    if (!answer.ok) throw new Error(`Polling failed: ${answer.status} ${await answer.text()}`);
    status = await answer.json();
    if (status?.["task_status"] === "SUCCESS") break;
    if (status?.["task_status"] === "FAIL") throw new Error(`The job failed: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
}
const result = status;
let mediaUrl = result["image_result"][0]["url"];
const media = await fetch(mediaUrl);
if (!media.ok) throw new Error(`Fetching the media failed: ${media.status}`);
fs.writeFileSync("image.png", Buffer.from(await media.arrayBuffer()));
