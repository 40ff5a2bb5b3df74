/**
 * A text-generation model without the `conversational` tag, mapped to a provider that serves
 * text generation on its chat route only (groq, novita). @huggingface/inference's
 * `textGeneration` posts `inputs` to that route for these providers, which it rejects; so the
 * SDK snippets (huggingface_hub, huggingface.js, openai) make a chat call to the route itself,
 * with the prompt as one user message and a note saying so. Regression: those three clients
 * used to get no snippet at all. The JS ones run here with the real clients, routed and direct.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, type Snippet } from "../../engine/index.js";
import { startRecordingServer, type RecordedRequest, type RecordingServer } from "../support/recording-server.js";
import { runCases, type CaseResult } from "./providers/support/run.js";

/** The issue's examples: the hub ids, the providers' own ids, the chat URLs routed and direct. */
const CASES = [
  {
    provider: "groq",
    hubId: "openai/gpt-oss-20b",
    providerId: "openai/gpt-oss-20b",
    key: "GROQ_API_KEY",
    routed: "router.huggingface.co/groq/openai/v1/chat/completions",
    direct: "api.groq.com/openai/v1/chat/completions",
  },
  {
    provider: "novita",
    hubId: "meta-llama/Llama-3.1-8B",
    providerId: "meta-llama/llama-3.1-8b",
    key: "NOVITA_API_KEY",
    routed: "router.huggingface.co/novita/v3/openai/chat/completions",
    direct: "api.novita.ai/v3/openai/chat/completions",
  },
] as const;

const SDKS = ["python/huggingface_hub", "python/openai", "js/huggingface.js", "js/openai"];
const NOTE = "This provider serves text generation through its chat route only";

const record = (c: (typeof CASES)[number]) => ({
  id: c.hubId,
  pipeline_tag: "text-generation",
  tags: ["transformers", "safetensors", "text-generation"],
  inferenceProviderMapping: { [c.provider]: { status: "live", providerId: c.providerId, task: "text-generation" } },
});

interface Run {
  id: string;
  c: (typeof CASES)[number];
  direct: boolean;
  stream: boolean;
  snippet: Snippet;
}

const runs: Run[] = CASES.flatMap((c) =>
  [false, true].flatMap((direct) =>
    [false, true].flatMap((stream) =>
      getInferenceSnippets(record(c), { provider: c.provider, directRequest: direct, streaming: stream })
        .filter((s) => s.language === "js" && (s.client === "huggingface.js" || s.client === "openai"))
        .map((snippet) => ({
          id: `${c.provider}/${direct ? "direct" : "routed"}/${stream ? "stream" : "plain"}/${snippet.client}`,
          c,
          direct,
          stream,
          snippet,
        })),
    ),
  ),
);

let server: RecordingServer;
let results = new Map<string, CaseResult>();
const posts = new Map<string, RecordedRequest[]>();

describe("text generation on chat-only providers", () => {
  it.each(CASES.flatMap((c) => [false, true].map((direct) => [c.provider, direct, c] as const)))(
    "%s (direct: %s) offers the SDK snippets with the note",
    (_p, direct, c) => {
      const snippets = getInferenceSnippets(record(c), { provider: c.provider, directRequest: direct });
      const kinds = snippets.map((s) => `${s.language}/${s.client}`);
      for (const sdk of SDKS) expect(kinds, sdk).toContain(sdk);
      for (const s of snippets.filter((x) => SDKS.includes(`${x.language}/${x.client}`))) {
        expect(s.content, `${s.language}/${s.client}`).toContain(NOTE);
        // Through the provider's chat route with the provider's model id, never the textGeneration method.
        expect(s.content).toContain(c.providerId);
        expect(s.content).not.toMatch(/text_generation|textGeneration/);
        expect(s.content).toContain(direct ? c.key : "HF_TOKEN");
      }
      const hub = snippets.find((s) => s.client === "huggingface_hub")!;
      expect(hub.content).toContain(`model="https://${direct ? c.direct : c.routed}"`);
      const openai = snippets.find((s) => s.language === "python" && s.client === "openai")!;
      expect(openai.content).toContain(`base_url="https://${(direct ? c.direct : c.routed).replace(/\/chat\/completions$/, "")}"`);
    },
  );

  describe("the JS SDK snippets run with the real clients", () => {
    beforeAll(async () => {
      server = await startRecordingServer();
      const completion = {
        id: "c1",
        object: "chat.completion",
        created: 1,
        model: "m",
        choices: [{ index: 0, message: { role: "assistant", content: "Hi there" }, finish_reason: "stop" }],
      };
      const chunk = (content: string) =>
        `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
      server.on(
        "POST",
        (p) => p.endsWith("/chat/completions"),
        (request) =>
          JSON.parse(request.body.toString("utf8")).stream
            ? { body: `${chunk("Hel")}${chunk("lo")}data: [DONE]\n\n`, contentType: "text/event-stream" }
            : { body: completion },
      );
      const env = (r: Run) => ({ HF_TOKEN: "hf_test_token", [r.c.key]: "provider-key" });
      results = await runCases(
        runs.map((r) => ({ id: r.id, language: "js", code: r.snippet.content, env: env(r) })),
        server.url,
      );
      for (const request of server.requests) {
        const id = request.headers["x-atlas-case"] ?? "";
        if (request.method === "POST") posts.set(id, [...(posts.get(id) ?? []), request]);
      }
    }, 120_000);
    afterAll(() => server?.close());

    it("runs all of them (both providers, routed and direct, plain and streaming)", () => {
      expect(runs).toHaveLength(16);
      expect(runs.filter((r) => !results.get(r.id)?.ok).map((r) => `${r.id}: ${results.get(r.id)?.error.slice(0, 300)}`)).toEqual([]);
    });

    it.each(runs.map((r) => [r.id, r] as const))("%s sends one chat request to the provider's chat route", (_id, r) => {
      const sent = posts.get(r.id) ?? [];
      expect(sent).toHaveLength(1);
      const call = sent[0]!;
      expect(call.url).toBe(`/__host/${r.direct ? r.c.direct : r.c.routed}`);
      expect(call.headers.authorization).toBe(r.direct ? "Bearer provider-key" : "Bearer hf_test_token");
      const body = JSON.parse(call.body.toString("utf8")) as {
        model: string;
        messages: { role: string; content: string }[];
        stream?: boolean;
        inputs?: unknown;
      };
      expect(body.model).toBe(r.c.providerId);
      expect(body.messages).toHaveLength(1);
      expect(body.messages[0]!.role).toBe("user");
      expect(body.inputs).toBeUndefined();
      expect(Boolean(body.stream)).toBe(r.stream);
      expect(results.get(r.id)!.stdout).toContain(r.stream ? "Hello" : "Hi there");
    });
  });
});
