// Sends the text as JSON and prints the JSON answer.
if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/model-x/pipeline/sentence-similarity", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        inputs: {
            source_sentence: "The cat is sleeping on the sofa.",
            sentences: [
                "A kitten naps on the couch.",
                "The dog is barking at the mail carrier.",
                "Stock prices fell sharply this morning."
            ]
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result);
