import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Sends the image file's bytes and prints the answer.
const output = await client.imageClassification({
    model: "google/vit-base-patch16-224",
    inputs: new Blob([fs.readFileSync("cats.jpg")], { type: "image/jpeg" })
});

console.log(output);
