// Sends the image (base64) with the question.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const cats_b64 = fs.readFileSync("cats.jpg").toString("base64");
const response = await fetch("https://router.huggingface.co/hf-inference/models/dandelin/vilt-b32-finetuned-vqa", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        inputs: {
            image: cats_b64,
            question: "What's the animal doing?"
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result);
