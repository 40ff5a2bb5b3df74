import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Local images go in the message as base64 data URLs.
const image_b64 = fs.readFileSync("Statue-of-Liberty-Island-New-York-Bay.jpg").toString("base64");

const chatCompletion = await client.chatCompletion({
    provider: "hf-inference",
    model: "acme/model-x",
    messages: [
        {
            role: "user",
            content: [
                {
                    type: "text",
                    text: "What landmark is shown here? Answer in one sentence."
                },
                {
                    type: "image_url",
                    image_url: {
                        url: "data:image/jpeg;base64," + image_b64
                    }
                }
            ]
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
