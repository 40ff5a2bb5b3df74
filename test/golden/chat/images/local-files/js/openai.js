import fs from "node:fs";
import OpenAI from "openai";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new OpenAI({
    baseURL: "https://router.huggingface.co/v1",
    apiKey: process.env.HF_TOKEN,
});

// Local images go in the message as base64 data URLs.
const image_b64 = fs.readFileSync("cats.jpg").toString("base64");
const image2_b64 = fs.readFileSync("cat.png").toString("base64");

const chatCompletion = await client.chat.completions.create({
    model: "acme/model-x:hf-inference",
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
