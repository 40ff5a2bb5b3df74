// Sends the image and the prompt; the edited image is written to a file.
import fs from "node:fs";

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
    status = await (await fetch(statusUrl, pollOptions)).json();
    if (status?.["status"] === "COMPLETED") break;
    await new Promise((resolve) => setTimeout(resolve, 500));
}
const result = await (await fetch("https://queue.fal.run" + new URL(job["response_url"]).pathname, pollOptions)).json();
let mediaUrl = result["images"][0]["url"];
const media = await fetch(mediaUrl);
fs.writeFileSync("image.png", Buffer.from(await media.arrayBuffer()));
