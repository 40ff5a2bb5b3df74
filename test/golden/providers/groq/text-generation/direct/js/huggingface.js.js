import { InferenceClient } from "@huggingface/inference";

if (!process.env.GROQ_API_KEY) throw new Error("Set the GROQ_API_KEY environment variable.");
const client = new InferenceClient(process.env.GROQ_API_KEY);

// This provider serves text generation through its chat route only: the client calls that route with the prompt as one user message.
// A base model has no chat template, so expect weaker answers than from a chat model.
const chatCompletion = await client.chatCompletion({
    endpointUrl: "https://api.groq.com/openai/v1/chat/completions",
    model: "provider-org/provider-model",
    messages: [
        {
            role: "user",
            content: "Suggest three names for a bakery that only sells sourdough bread."
        }
    ]
});

console.log(chatCompletion.choices[0].message.content);
