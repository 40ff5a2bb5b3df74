// Sends the chat messages and prints the reply.
if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/v1/chat/completions", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        model: "meta-llama/Llama-3.3-70B-Instruct:cerebras",
        messages: [
            {
                role: "user",
                content: "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        stream: false
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const result = await response.json();
console.log(result.choices[0].message.content);
