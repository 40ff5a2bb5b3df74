// Sends the prompt; the image is written to a file.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/together/v1/images/generations", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        steps: 5,
        prompt: "A lighthouse on a rocky coast at sunset, painted in watercolour.",
        response_format: "base64",
        model: "black-forest-labs/FLUX.1-dev"
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
fs.writeFileSync("image.png", Buffer.from(result["data"][0]["b64_json"], "base64"));
