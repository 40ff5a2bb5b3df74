import { InferenceClient } from "@huggingface/inference";

if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const client = new InferenceClient(process.env.HF_TOKEN);

const chatCompletion = await client.chatCompletion({
    provider: "hf-inference",
    model: "OrionLLM/GRM-2.6-Opus",
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
                        url: "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg"
                    }
                }
            ]
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
