// Sends the question with the table to answer it from.
if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/model-x", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        inputs: {
            query: "Which repository has the most contributors?",
            table: {
                Repository: ["model-atlas", "tiny-tokenizer", "vision-kit"],
                Stars: ["1520", "830", "2210"],
                Contributors: ["41", "12", "57"],
                "Programming language": ["TypeScript", "Rust", "Python"]
            }
        }
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result);
