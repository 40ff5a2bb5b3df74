/**
 * Base models (`text-generation` without the `conversational` tag) through providers: the
 * request goes to the provider's completions route with a plain prompt, as the hub's clients
 * send it, and every snippet says so in a comment (a chat request to a model with no chat
 * template gives poor answers). Providers that serve text generation on their chat route only
 * say that instead. Chat models carry no such note.
 */
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";

const base = (provider: string) => ({
  id: "acme/base-7b",
  pipeline_tag: "text-generation",
  tags: [],
  inferenceProviderMapping: [{ provider, providerId: "acme/base-7b", task: "text-generation", status: "live" as const }],
});

const RAW = new Set(["requests", "fetch", "curl"]);

describe("base models through providers", () => {
  it.each(["hf-inference", "together", "featherless-ai", "deepinfra", "ovhcloud", "scaleway"])(
    "%s: completions route, plain prompt, and a note in every snippet",
    (provider) => {
      const snippets = getInferenceSnippets(base(provider), { provider });
      expect(snippets.filter((s) => RAW.has(s.client))).toHaveLength(3);
      for (const s of snippets) {
        const where = `${provider} ${s.language}/${s.client}`;
        expect(s.content, where).toMatch(/(#|\/\/) A base model \(no chat template\)/);
        expect(s.content, where).toMatch(/A chat request to a base model gives poor answers/);
        if (!RAW.has(s.client)) continue;
        expect(s.content, where).toMatch(/\/completions\b/);
        expect(s.content, where).not.toContain("/chat/completions");
        expect(s.content, where).toMatch(/"?prompt"?:/);
        expect(s.content, where).not.toMatch(/"?messages"?:/);
        expect(s.content, where).toContain("completions route");
      }
    },
  );

  it.each(["groq", "novita"])("%s serves text generation on its chat route only, and the note says so", (provider) => {
    for (const s of getInferenceSnippets(base(provider), { provider }).filter((x) => RAW.has(x.client))) {
      expect(s.content).toContain("/chat/completions");
      expect(s.content).toContain("chat route only");
    }
  });

  it("a custom endpoint's base model goes to its completions route with the note", () => {
    for (const s of getInferenceSnippets(base("hf-inference"), { endpointUrl: "http://localhost:8080/v1" }).filter((x) => RAW.has(x.client))) {
      expect(s.content).toContain("http://localhost:8080/v1/completions");
      expect(s.content).toContain("completions route");
    }
  });

  it("chat models and other tasks carry no base-model note", () => {
    const chat = { ...base("hf-inference"), tags: ["conversational"] };
    const other = { ...base("hf-inference"), pipeline_tag: "summarization" };
    for (const s of [...getInferenceSnippets(chat, {}), ...getInferenceSnippets(other, {})]) expect(s.content).not.toContain("base model");
  });
});
