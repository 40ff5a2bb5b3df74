// Sends the text; the speech is written to a file.
import fs from "node:fs";

if (!process.env.DEEPINFRA_TOKEN) throw new Error("Set the DEEPINFRA_TOKEN environment variable.");
const response = await fetch("https://api.deepinfra.com/v1/openai/audio/speech", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.DEEPINFRA_TOKEN,
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
