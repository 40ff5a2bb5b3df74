// Sends the text as JSON and prints the JSON answer.
if (!process.env.DEEPINFRA_TOKEN) throw new Error("Set the DEEPINFRA_TOKEN environment variable.");
const response = await fetch("https://api.deepinfra.com/v1/openai/embeddings", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.DEEPINFRA_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        input: "Embeddings turn sentences into vectors that can be compared.",
        model: "provider-org/provider-model"
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result);
