/**
 * The agent prompt of a snippet request says exactly what the raw-HTTP snippets send: the
 * bill-to header, a custom endpoint with its own token variable, a binary or multipart body, a
 * job to poll, streaming; and it has nothing to say for a call only SDKs can make.
 */
import { describe, expect, it } from "vitest";
import { agentPrompt } from "../../engine/entries/cards.js";
import { EXAMPLES } from "./support.js";

const record = (id: string) => EXAMPLES.find((e) => e.record.id === id)!.record;
const chat = record("meta-llama/Llama-3.1-8B-Instruct");
const whisper = record("openai/whisper-large-v3");

describe("agentPrompt", () => {
  it("carries the bill-to header and the streaming body of the request", () => {
    const prompt = agentPrompt(chat, { provider: "together", billTo: "my-org", streaming: true })!;
    expect(prompt).toContain('- X-HF-Bill-To: "my-org"');
    expect(prompt).toContain('"stream": true');
    expect(prompt).toContain('"model": "meta-llama/Llama-3.1-8B-Instruct:together"');
  });
  it("sends a custom endpoint's token from API_TOKEN", () => {
    const prompt = agentPrompt(chat, { endpointUrl: "https://my-endpoint.example/v1" })!;
    expect(prompt).toContain("POST https://my-endpoint.example/v1/chat/completions");
    expect(prompt).toContain("the value of the environment variable API_TOKEN");
  });
  it("describes a binary body, a multipart form and a job to poll", () => {
    expect(agentPrompt(whisper, { provider: "hf-inference" })).toContain('Body: the raw bytes of the file "sample1.flac" (Content-Type audio/flac).');
    expect(agentPrompt(whisper, { provider: "together" })).toMatch(/multipart\/form-data[\s\S]*- "file": the file "sample1\.flac"/);
    expect(agentPrompt(record("Wan-AI/Wan2.1-T2V-14B"), { provider: "fal-ai" })).toMatch(
      /Answer: a job to poll until the result is ready\.\n1\. The POST answers with a job/,
    );
  });
  it("gives nothing for a call only the SDKs make (auto outside chat)", () => {
    expect(agentPrompt(whisper, { provider: "auto" })).toBeUndefined();
  });
  it("names the field of a bad request", () => {
    expect(() => agentPrompt(chat, { provider: "together", temperature: "hot" as never })).toThrow(/temperature/);
  });
});
