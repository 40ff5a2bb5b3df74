import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.TOGETHER_API_KEY) throw new Error("Set the TOGETHER_API_KEY environment variable.");
const client = new InferenceClient(process.env.TOGETHER_API_KEY);

// The image goes in as a Blob; the edited image comes back as one.
const blob = await client.imageToImage({
    provider: "together",
    model: "hf-org/hf-model",
    inputs: new Blob([fs.readFileSync("cat.png")], { type: "image/png" }),
    parameters: {
        prompt: "Give the cat a tiny knitted scarf."
    }
});

fs.writeFileSync("image.png", Buffer.from(await blob.arrayBuffer()));
