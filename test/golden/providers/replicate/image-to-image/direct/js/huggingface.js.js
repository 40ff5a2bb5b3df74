import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.REPLICATE_API_TOKEN) throw new Error("Set the REPLICATE_API_TOKEN environment variable.");
const client = new InferenceClient(process.env.REPLICATE_API_TOKEN);

// The image goes in as a Blob; the edited image comes back as one.
const blob = await client.imageToImage({
    provider: "replicate",
    model: "hf-org/hf-model",
    inputs: new Blob([fs.readFileSync("cat.png")], { type: "image/png" }),
    parameters: {
        prompt: "Give the cat a tiny knitted scarf."
    }
});

fs.writeFileSync("image.png", Buffer.from(await blob.arrayBuffer()));
