// Sends the image and the prompt; the edited image is written to a file.
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
        inputs: cat_b64,
        parameters: {
            prompt: "Give the cat a tiny knitted scarf."
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
fs.writeFileSync("image.png", Buffer.from(await response.arrayBuffer()));
