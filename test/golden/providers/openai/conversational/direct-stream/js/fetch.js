// Sends the chat messages and prints the reply as it streams in (server-sent events).
if (!process.env.OPENAI_API_KEY) throw new Error("Set the OPENAI_API_KEY environment variable.");
const response = await fetch("https://api.openai.com/v1/chat/completions", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.OPENAI_API_KEY,
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
        stream: true
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const decoder = new TextDecoder();
let buffered = "";
for await (const bytes of response.body) {
    buffered += decoder.decode(bytes, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop();
    for (const line of lines) {
        if (!line.startsWith("data:") || line.trim() === "data: [DONE]") continue;
        const chunk = JSON.parse(line.slice("data:".length));
        if (chunk.choices.length > 0) process.stdout.write(chunk.choices[0].delta.content ?? "");
    }
}
