// Sends the chat messages and prints the reply.
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
                role: "user",
                content: [
                    {
                        type: "text",
                        text: "What landmark is shown here? Answer in one sentence."
                    },
                    {
                        type: "image_url",
                        image_url: {
                            url: "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg"
                        }
                    }
                ]
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
