// Sends the text as JSON and prints the JSON answer.
if (!process.env.SCW_SECRET_KEY) throw new Error("Set the SCW_SECRET_KEY environment variable.");
const response = await fetch("https://api.scaleway.ai/v1/embeddings", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.SCW_SECRET_KEY,
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
