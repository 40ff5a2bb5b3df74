/**
 * The agent prompt as a client of `getInferenceSnippets`: the opt-in plugin of the language
 * "text" gives, for any request, the prompt `agentPrompt` gives, after the other snippets and
 * without changing them; it names the URL the curl snippet of the same call sends to.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import { agentPrompt, agentPromptPlugin } from "../../engine/entries/cards.js";
import { chatModes } from "../../engine/entries/chat-modes.js";
import { getInferenceSnippets as inferenceEntry } from "../../engine/entries/inference.js";
import { go, goChatModes } from "../../engine/entries/languages-go.js";
import { getInferenceSnippets, SnippetSchema, type Snippet, type SnippetLanguage, type SnippetRequest } from "../../engine/index.js";
import { EXAMPLES } from "./support.js";

const record = (id: string) => EXAMPLES.find((e) => e.record.id === id)!.record;
const chat = record("meta-llama/Llama-3.1-8B-Instruct");
const whisper = record("openai/whisper-large-v3");
const wan = record("Wan-AI/Wan2.1-T2V-14B");

const CASES: { name: string; model: typeof chat; request: SnippetRequest; body: RegExp }[] = [
  { name: "chat, streamed, billed", model: chat, request: { provider: "together", streaming: true, billTo: "my-org" }, body: /Body \(JSON\)/ },
  { name: "chat with tools", model: chat, request: { provider: "together", tools: true }, body: /"tools": \[/ },
  { name: "chat through auto", model: chat, request: { provider: "auto" }, body: /Body \(JSON\)/ },
  { name: "binary body", model: whisper, request: { provider: "hf-inference" }, body: /Body: the raw bytes of the file "sample1\.flac"/ },
  { name: "multipart form", model: whisper, request: { provider: "together" }, body: /multipart\/form-data/ },
  { name: "polled job", model: wan, request: { provider: "fal-ai" }, body: /a job to poll/ },
];

describe("agentPromptPlugin", () => {
  for (const c of CASES) {
    it(`${c.name}: the last snippet is the prompt agentPrompt gives, the others unchanged`, () => {
      const prompt = agentPrompt(c.model, c.request);
      expect(prompt).toMatch(c.body);
      const plain = getInferenceSnippets(c.model, c.request);
      const withPrompt = getInferenceSnippets(c.model, c.request, { languages: [agentPromptPlugin] });
      expect(withPrompt.slice(0, -1)).toEqual(plain);
      expect(withPrompt.at(-1)).toEqual({ language: "text", client: "agent-prompt", content: prompt });
      expect(SnippetSchema.safeParse(withPrompt.at(-1)).success).toBe(true);
      // model-atlas/inference: after the built-in languages and the other plugins.
      const entry = inferenceEntry(c.model, c.request, { languages: [agentPromptPlugin, go, goChatModes], chatModes });
      expect(entry.map((s) => s.language).slice(-2)).toEqual(["go", "text"]);
      expect(entry.at(-1)!.content).toBe(prompt);
      // The prompt's request line is the URL the curl snippet calls.
      const url = /^POST (\S+)$/m.exec(prompt!)![1]!;
      const curl = plain.find((s) => s.client === "curl")!;
      expect(curl.content).toContain(url);
    });
  }

  it("gives no prompt where only SDKs can make the call, nor when another language is asked for", () => {
    expect(agentPrompt(whisper, { provider: "auto" })).toBeUndefined();
    expect(getInferenceSnippets(whisper, { provider: "auto" }, { languages: [agentPromptPlugin] }).some((s) => s.language === "text")).toBe(false);
    expect(inferenceEntry(chat, { provider: "together" }, { languages: [agentPromptPlugin], language: "python" }).some((s) => s.language === "text")).toBe(
      false,
    );
  });

  it('widens the snippets\' type to the language "text" only when it is passed', () => {
    expectTypeOf(inferenceEntry(chat, {}, { languages: [agentPromptPlugin, go] })).toEqualTypeOf<Snippet<SnippetLanguage>[]>();
    expectTypeOf(inferenceEntry(chat, {}, { languages: [go] })).toEqualTypeOf<Snippet[]>();
    expectTypeOf(inferenceEntry(chat, {})).toEqualTypeOf<Snippet[]>();
    expectTypeOf(getInferenceSnippets(chat, {}, { languages: [agentPromptPlugin] })).toEqualTypeOf<Snippet<SnippetLanguage>[]>();
    expectTypeOf(getInferenceSnippets(chat, {})).toEqualTypeOf<Snippet[]>();
  });

  it("is not in the default lists", () => {
    expect(getInferenceSnippets(chat, { provider: "together" }).some((s) => (s.language as string) === "text")).toBe(false);
    expect(inferenceEntry(chat, { provider: "together" }).some((s) => (s.language as string) === "text")).toBe(false);
  });

  it("refuses a built-in language or a plugin given twice on the root entry", () => {
    expect(() => getInferenceSnippets(chat, {}, { languages: [go] })).toThrow(/options\.languages\.0.*"go" is built in/);
    expect(() => getInferenceSnippets(chat, {}, { languages: [agentPromptPlugin, agentPromptPlugin] })).toThrow(
      /options\.languages\.1.*second plugin for "text"/,
    );
  });
});
