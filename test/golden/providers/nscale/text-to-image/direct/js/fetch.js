// Sends the prompt; the image is written to a file.
import fs from "node:fs";

if (!process.env.NSCALE_SERVICE_TOKEN) throw new Error("Set the NSCALE_SERVICE_TOKEN environment variable.");
const response = await fetch("https://inference.api.nscale.com/v1/images/generations", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.NSCALE_SERVICE_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        num_inference_steps: 5,
        response_format: "b64_json",
        prompt: "A lighthouse on a rocky coast at sunset, painted in watercolour.",
        model: "provider-org/provider-model"
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
fs.writeFileSync("image.png", Buffer.from(result["data"][0]["b64_json"], "base64"));
