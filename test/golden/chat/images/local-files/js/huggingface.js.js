import fs from "node:fs";
import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

// Local images go in the message as base64 data URLs.
const image_b64 = fs.readFileSync("cats.jpg").toString("base64");
const image2_b64 = fs.readFileSync("cat.png").toString("base64");

const chatCompletion = await client.chatCompletion({
    provider: "hf-inference",
    model: "acme/model-x",
    messages: [
        {
            role: "user",
            content: [
                {
                    type: "text",
                    text: "What differs between these two pictures?"
                },
                {
                    type: "image_url",
                    image_url: {
                        url: "data:image/jpeg;base64," + image_b64
                    }
                },
                {
                    type: "image_url",
                    image_url: {
                        url: "data:image/png;base64," + image2_b64
                    }
                }
            ]
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
