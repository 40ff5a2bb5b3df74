// Sends the image file and prints the JSON answer.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const cats_b64 = fs.readFileSync("cats.jpg").toString("base64");
const response = await fetch("https://router.huggingface.co/zai-org/api/paas/v4/layout_parsing", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json",
        "x-source-channel": "hugging_face",
        "accept-language": "en-US,en"
    },
    body: JSON.stringify({
        model: "provider-org/provider-model",
        file: "data:image/jpeg;base64," + cats_b64
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result);
