// Sends the chat messages and prints the reply.
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const cats_b64 = fs.readFileSync("cats.jpg").toString("base64");
const cat_b64 = fs.readFileSync("cat.png").toString("base64");
const response = await fetch("https://router.huggingface.co/v1/chat/completions", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
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
                            url: "data:image/jpeg;base64," + cats_b64
                        }
                    },
                    {
                        type: "image_url",
                        image_url: {
                            url: "data:image/png;base64," + cat_b64
                        }
                    }
                ]
            }
        ],
        stream: false
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result.choices[0].message.content);
