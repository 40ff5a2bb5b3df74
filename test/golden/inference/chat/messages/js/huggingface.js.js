import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const chatCompletion = await client.chatCompletion({
    provider: "hf-inference",
    model: "acme/model-x",
    messages: [
        {
            role: "system",
            content: "Answer in French."
        },
        {
            role: "user",
            content: "Where is the nearest bakery?"
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
