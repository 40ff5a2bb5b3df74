import { InferenceClient } from "@huggingface/inference";

if (!process.env.API_TOKEN) throw new Error("Set the API_TOKEN environment variable.");
const client = new InferenceClient(process.env.API_TOKEN);

// Sends the text and prints the model's answer.
const output = await client.textClassification({
    endpointUrl: "https://my-endpoint.example.com",
    inputs: "The delivery came two days early and everything worked out of the box."
});

console.log(output);
