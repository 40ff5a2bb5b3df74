// Sends the audio file; polls the job until it is done, then fetches the result.
import fs from "node:fs";

if (!process.env.REPLICATE_API_TOKEN) throw new Error("Set the REPLICATE_API_TOKEN environment variable.");
const sample1_b64 = fs.readFileSync("sample1.flac").toString("base64");
const response = await fetch("https://api.replicate.com/v1/predictions", {
    method: "POST",
    headers: {
        Authorization: "Bearer " + process.env.REPLICATE_API_TOKEN,
        "Content-Type": "application/json",
        Prefer: "wait"
    },
    body: JSON.stringify({
        input: {
            audio: "data:audio/flac;base64," + sample1_b64
        },
        version: "5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa"
    }),
});
if (!response.ok) {
    throw new Error(`Request failed: ${response.status} ${await response.text()}`);
}
const job = await response.json();
const pollOptions = {
    headers: {
        Authorization: "Bearer " + process.env.REPLICATE_API_TOKEN,
        "Content-Type": "application/json",
        Prefer: "wait"
    },
};
const statusUrl = "https://api.replicate.com" + new URL(job["urls"]["get"]).pathname;
let status;
while (true) {
    const answer = await fetch(statusUrl, pollOptions);
    if (!answer.ok) throw new Error(`Polling failed: ${answer.status} ${await answer.text()}`);
    status = await answer.json();
    if (status?.["status"] === "succeeded") break;
    if (["failed", "canceled"].includes(status?.["status"])) throw new Error(`The job failed: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
}
const result = status;
console.log(result["output"]);
