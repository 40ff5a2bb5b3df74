// Sends the chat messages and prints the reply.
if (!process.env.ZAI_API_KEY) throw new Error("Set the ZAI_API_KEY environment variable.");
const response = await fetch("https://api.z.ai/api/paas/v4/chat/completions", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.ZAI_API_KEY,
        "Content-Type": "application/json",
        "x-source-channel": "hugging_face",
        "accept-language": "en-US,en"
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
