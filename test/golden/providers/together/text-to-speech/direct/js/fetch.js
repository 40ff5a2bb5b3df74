// Sends the text; the speech is written to a file.
import fs from "node:fs";

if (!process.env.TOGETHER_API_KEY) throw new Error("Set the TOGETHER_API_KEY environment variable.");
const response = await fetch("https://api.together.xyz/v1/audio/speech", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.TOGETHER_API_KEY,
        "Content-Type": "application/json"
    },
    body: JSON.stringify({
        input: "Welcome aboard. Please keep your seatbelt fastened while seated.",
        model: "provider-org/provider-model"
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
fs.writeFileSync("speech.mp3", Buffer.from(await response.arrayBuffer()));
