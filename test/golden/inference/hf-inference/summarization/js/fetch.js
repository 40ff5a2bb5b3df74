// Sends the text as JSON and prints the JSON answer.
if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/model-x", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        inputs: "The city council met on Tuesday to discuss the new cycling plan. After three hours of debate, members agreed to add protected bike lanes on the four busiest streets, to be built over the next two years. Shop owners asked for loading zones to be kept, and the council promised to review the design with them before work starts in the spring."
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result);
