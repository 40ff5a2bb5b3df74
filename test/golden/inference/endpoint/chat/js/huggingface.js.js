import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.API_TOKEN);

const chatCompletion = await client.chatCompletion({
    endpointUrl: "https://my-endpoint.example.com/v1",
    model: "acme/model-x",
    messages: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
