// Sends the document image (base64) with the question.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const cat_b64 = fs.readFileSync("cat.png").toString("base64");
const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/model-x", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        inputs: {
            image: cat_b64,
            question: "What colour is the cat?"
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result);
