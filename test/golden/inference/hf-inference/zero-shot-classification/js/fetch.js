// Sends the text with the labels to choose from.
if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/model-x", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        inputs: "My card was charged twice for the same order and I would like one of the payments returned.",
        parameters: {
            candidate_labels: ["refund", "legal", "faq"]
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result);
