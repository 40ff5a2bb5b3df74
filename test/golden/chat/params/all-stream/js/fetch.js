// Sends the chat messages and prints the reply as it streams in (server-sent events).
if (!process.env.HF_TOKEN) throw new Error("Set the HF_TOKEN environment variable.");
const response = await fetch("https://router.huggingface.co/v1/chat/completions", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.HF_TOKEN,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        model: "acme/model-x:hf-inference",
        messages: [
            {
                role: "system",
                content: "Answer in one sentence."
            },
            {
                role: "user",
                content: "Suggest three names for a bakery that only sells sourdough bread."
            }
        ],
        temperature: 0.2,
        max_tokens: 256,
        top_p: 0.9,
        seed: 42,
        stop: "END",
        reasoning_effort: "low",
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
