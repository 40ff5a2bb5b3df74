// Sends the image and the prompt; the video is written to a file.
import fs from "node:fs";

if (!process.env.TOGETHER_API_KEY) throw new Error("Set the TOGETHER_API_KEY environment variable.");
const cat_b64 = fs.readFileSync("cat.png").toString("base64");
const response = await fetch("https://api.together.xyz/v2/videos", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.TOGETHER_API_KEY,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        frame_images: [
            {
                input_image: "data:image/png;base64," + cat_b64,
                frame: "first"
            }
        ],
        model: "provider-org/provider-model",
        prompt: "The cat slowly turns its head and blinks."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const job = await response.json();
const pollOptions = {
    headers: {
        Authorization: "Bearer " + process.env.TOGETHER_API_KEY,
        "Content-Type": "application/json"
    },
};
const statusUrl = "https://api.together.xyz/v2/videos/" + encodeURIComponent(job["id"]);
let status;
while (true) {
    const answer = await fetch(statusUrl, pollOptions);
    if (!answer.ok) throw new Error(`Polling failed: ${answer.status} ${await answer.text()}`);
    status = await answer.json();
    if (status?.["status"] === "completed") break;
    if (status?.["status"] === "failed") throw new Error(`The job failed: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
}
const result = status;
let mediaUrl = result["outputs"]["video_url"];
const media = await fetch(mediaUrl);
if (!media.ok) throw new Error(`Fetching the media failed: ${media.status}`);
fs.writeFileSync("video.mp4", Buffer.from(await media.arrayBuffer()));
