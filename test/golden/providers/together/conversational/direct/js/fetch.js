// Sends the chat messages and prints the reply.
if (!process.env.TOGETHER_API_KEY) throw new Error("Set the TOGETHER_API_KEY environment variable.");
const response = await fetch("https://api.together.xyz/v1/chat/completions", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.TOGETHER_API_KEY,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        model: "provider-org/provider-model",
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
