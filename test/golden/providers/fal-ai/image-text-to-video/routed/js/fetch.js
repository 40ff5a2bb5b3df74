// Sends the image and the prompt; the video is written to a file.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const cat_b64 = fs.readFileSync("cat.png").toString("base64");
const response = await fetch("https://router.huggingface.co/fal-ai/provider-org/provider-model?_subdomain=queue", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        image_url: "data:image/png;base64," + cat_b64,
        prompt: "Snow begins to fall gently around the cat."
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
let mediaUrl = result["video"]["url"];
const media = await fetch(mediaUrl);
if (!media.ok) throw new Error(`Fetching the media failed: ${media.status}`);
fs.writeFileSync("video.mp4", Buffer.from(await media.arrayBuffer()));
