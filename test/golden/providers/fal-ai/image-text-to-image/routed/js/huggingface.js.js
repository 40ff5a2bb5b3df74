import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// The image goes in as a Blob; the edited image comes back as one.
const blob = await client.imageTextToImage({
    provider: "fal-ai",
    model: "hf-org/hf-model",
    inputs: new Blob([fs.readFileSync("cat.png")], { type: "image/png" }),
    parameters: {
        prompt: "Paint the background in the style of a starry night."
    }
});

fs.writeFileSync("image.png", Buffer.from(await blob.arrayBuffer()));
