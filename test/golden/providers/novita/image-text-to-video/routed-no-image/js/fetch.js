// Sends the image and the prompt; the video is written to a file.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/novita/v3/minimax/v2/video_generation", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        model: "MiniMax-H3",
        content: [
            {
                type: "text",
                text: "A red fox running through fresh snow"
            }
        ],
        resolution: "768P",
        duration: 4,
        ratio: "16:9"
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
const statusUrl = "https://router.huggingface.co/novita/v3/minimax/v2/query/video_generation/" + encodeURIComponent(job["task_id"]);
let status;
while (true) {
    const answer = await fetch(statusUrl, pollOptions);
    if (!answer.ok) throw new Error(`Polling failed: ${answer.status} ${await answer.text()}`);
    status = await answer.json();
    if (status?.["task"]?.["status"] === "succeeded") break;
    if (status?.["task"]?.["status"] === "failed") throw new Error(`The job failed: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
}
const result = status;
let mediaUrl = result["task"]["content"]["url"];
const media = await fetch(mediaUrl);
if (!media.ok) throw new Error(`Fetching the media failed: ${media.status}`);
fs.writeFileSync("video.mp4", Buffer.from(await media.arrayBuffer()));
