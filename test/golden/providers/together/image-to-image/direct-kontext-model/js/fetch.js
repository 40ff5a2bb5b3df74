// Sends the image and the prompt; the edited image is written to a file.
import fs from "node:fs";

if (!process.env.TOGETHER_API_KEY) throw new Error("Set the TOGETHER_API_KEY environment variable.");
const cat_b64 = fs.readFileSync("cat.png").toString("base64");
const response = await fetch("https://api.together.xyz/v1/images/generations", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.TOGETHER_API_KEY,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        prompt: "Give the cat a tiny knitted scarf.",
        image_url: "data:image/png;base64," + cat_b64,
        response_format: "base64",
        model: "provider-org/FLUX.1-Kontext-model"
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
fs.writeFileSync("image.png", Buffer.from(result["data"][0]["b64_json"], "base64"));
