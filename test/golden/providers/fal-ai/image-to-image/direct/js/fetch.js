// Sends the image and the prompt; the edited image is written to a file.
import fs from "node:fs";

if (!process.env.FAL_KEY) throw new Error("Set the FAL_KEY environment variable.");
const cat_b64 = fs.readFileSync("cat.png").toString("base64");
const response = await fetch("https://queue.fal.run/provider-org/provider-model", {
    method: "POST",
    headers: {
        Authorization: "Key " + process.env.FAL_KEY,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        prompt: "Give the cat a tiny knitted scarf.",
        image_url: "data:image/png;base64," + cat_b64,
        image_urls: ["data:image/png;base64," + cat_b64]
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
    const answer = await fetch(statusUrl, pollOptions);
    if (!answer.ok) throw new Error(`Polling failed: ${answer.status} ${await answer.text()}`);
    status = await answer.json();
    if (status?.["status"] === "COMPLETED") break;
    await new Promise((resolve) => setTimeout(resolve, 500));
}
const answer = await fetch("https://queue.fal.run" + new URL(job["response_url"]).pathname, pollOptions);
if (!answer.ok) throw new Error(`Fetching the result failed: ${answer.status} ${await answer.text()}`);
const result = await answer.json();
let mediaUrl = result["images"][0]["url"];
const media = await fetch(mediaUrl);
if (!media.ok) throw new Error(`Fetching the media failed: ${media.status}`);
fs.writeFileSync("image.png", Buffer.from(await media.arrayBuffer()));
