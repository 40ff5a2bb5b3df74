// Calls the Responses API and prints the text of the answer's message items.
// https://huggingface.co/docs/inference-providers/guides/responses-api
import fs from "node:fs";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const cats_b64 = fs.readFileSync("cats.jpg").toString("base64");
const cat_b64 = fs.readFileSync("cat.png").toString("base64");
const API_URL = "https://router.huggingface.co/v1/responses";
const headers = {
    Authorization: "Bearer " + process.env.HF_TOKEN,
    "Content-Type": "application/json"
};
const payload = {
    model: "acme/model-x:hf-inference",
    input: [
        {
            role: "user",
            content: [
                {
                    type: "input_text",
                    text: "What differs between these two pictures?"
                },
                {
                    type: "input_image",
                    image_url: "data:image/jpeg;base64," + cats_b64
                },
                {
                    type: "input_image",
                    image_url: "data:image/png;base64," + cat_b64
                }
            ]
        }
    ],
    stream: false
};

// Sends the payload; throws on an HTTP error.
async function post() {
    const response = await fetch(API_URL, { method: "POST", headers, body: JSON.stringify(payload) });
    if (!response.ok) {
        throw new Error(`Request failed: ${response.status} ${await response.text()}`);
    }
    return response;
}

const result = await (await post()).json();
const text = result.output
    .filter((item) => item.type === "message")
    .flatMap((item) => item.content.filter((part) => part.type === "output_text").map((part) => part.text))
    .join("");
console.log(text);
