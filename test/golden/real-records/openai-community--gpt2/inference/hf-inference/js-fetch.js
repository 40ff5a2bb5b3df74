// Sends the text as JSON and prints the JSON answer.
// A base model (no chat template): the prompt goes to the completions route as text to continue.
// A chat request to a base model gives poor answers: pick a chat model for conversations.
if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/hf-inference/models/openai-community/gpt2/v1/completions", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        model: "openai-community/gpt2",
        prompt: "My name is Julien and I like to"
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result);
