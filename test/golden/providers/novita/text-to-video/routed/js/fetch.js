// Sends the prompt; the video is written to a file.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/novita/v3/async/provider-org/provider-model", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        prompt: "A paper boat drifting down a rain-filled street gutter."
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
const statusUrl = "https://router.huggingface.co/novita/v3/async/task-result?task_id=" + encodeURIComponent(job["task_id"]);
let status;
while (true) {
    const answer = await fetch(statusUrl, pollOptions);
    if (!answer.ok) throw new Error(`Polling failed: ${answer.status} ${await answer.text()}`);
    status = await answer.json();
    if (status?.["task"]?.["status"] === "TASK_STATUS_SUCCEED") break;
    if (status?.["task"]?.["status"] === "TASK_STATUS_FAILED") throw new Error(`The job failed: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
}
const result = status;
let mediaUrl = result["videos"][0]["video_url"];
const media = await fetch(mediaUrl);
if (!media.ok) throw new Error(`Fetching the media failed: ${media.status}`);
fs.writeFileSync("video.mp4", Buffer.from(await media.arrayBuffer()));
