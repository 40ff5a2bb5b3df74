/**
 * Task and model kinds on real records: a base text-generation model (gpt2)
 * sends the prompt of its widget, every client of its hf-inference snippets makes the
 * reference's request, and visual question answering, which hf-inference serves, has snippets.
 * Expectations come from the raw records and the reference's request facts
 * (test/reference/providers.json), not from the engine.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, getModelInputData, type ModelRecordInput } from "../../engine/index.js";
import { PIPELINE_TEMPLATES } from "../../engine/inference/call/pipeline-tables.js";
import { getProvider } from "../../engine/inference/providers/index.js";
import { readReference, ROOT } from "../support/reference.js";

const record = (name: string): ModelRecordInput => JSON.parse(readFileSync(join(ROOT, "test/real-records", `${name}.json`), "utf8"));

interface ReferenceRequest {
  url: string;
  body: { kind: string; json?: Record<string, unknown> };
}

/** The reference's routed request of hf-inference for a task, for the hub id `id`. */
function referenceRequest(task: string, id: string): ReferenceRequest {
  const providers = readReference<{ providers: { id: string; tasks: { task: string; requests: { routed: ReferenceRequest } }[] }[] }>("providers.json");
  const routed = providers.providers.find((p) => p.id === "hf-inference")!.tasks.find((t) => t.task === task)!.requests.routed;
  return { ...routed, url: routed.url.replace("hf-org/hf-model", id) };
}

/** Clients that write the HTTP request themselves (the rest call an SDK). */
const SDK_CLIENTS = new Set(["huggingface_hub", "huggingface.js", "openai", "fal_client"]);

describe("a base text-generation model (gpt2)", () => {
  const gpt2 = record("gpt2");
  const widgetText = (gpt2.widgetData as { text: string }[])[0]!.text;

  it("has a prompt as its sample input, the first widget example", () => {
    expect(getModelInputData(gpt2)).toEqual({ kind: "text", value: widgetText });
  });

  it("sends that prompt in every hf-inference snippet", () => {
    const snippets = getInferenceSnippets(gpt2, { provider: "hf-inference" });
    expect(snippets.length).toBeGreaterThan(0);
    for (const s of snippets) expect(s.content, `${s.language}/${s.client}`).toContain(widgetText);
  });

  it("posts to the reference's completions URL with {model, prompt} from every client", () => {
    const reference = referenceRequest("text-generation", "gpt2");
    const keys = Object.keys(reference.body.json!).filter((k) => k === "model" || k === "prompt");
    const snippets = getInferenceSnippets(gpt2, { provider: "hf-inference" });
    for (const s of snippets.filter((x) => !SDK_CLIENTS.has(x.client))) {
      expect(s.content, `${s.language}/${s.client}`).toContain(reference.url);
      for (const key of keys) expect(s.content, `${s.language}/${s.client} ${key}`).toMatch(new RegExp(`["']?${key}["']?\\s*(:|=>|,)`));
      expect(s.content).not.toMatch(/["']inputs["']/);
    }
    // huggingface.js's textGeneration posts the same request on hf-inference; huggingface_hub's
    // text_generation posts {inputs, parameters} to /models/<id>, so it is left out.
    expect(snippets.map((s) => s.client)).toContain("huggingface.js");
    expect(snippets.map((s) => s.client)).not.toContain("huggingface_hub");
  });

  it("a chat model still gets chat messages with the canned turn", () => {
    const chat = record("microsoft--DialoGPT-small");
    expect(getModelInputData(chat).kind).toBe("messages");
  });
});

describe("visual question answering on hf-inference", () => {
  const vilt = record("dandelin--vilt-b32-finetuned-vqa");

  it("every task a provider defines has a snippet shape", () => {
    const tasks = Object.keys(getProvider("hf-inference")!.tasks).filter((t) => t !== "conversational");
    expect(tasks.filter((t) => !PIPELINE_TEMPLATES[t])).toEqual([]);
  });

  it("posts the image as base64 with the question to the reference URL", () => {
    const reference = referenceRequest("visual-question-answering", vilt.id);
    expect(Object.keys((reference.body.json!.inputs as object) ?? {}).sort()).toEqual(["image", "question"]);
    const snippets = getInferenceSnippets(vilt, { provider: "hf-inference" });
    expect(snippets.map((s) => `${s.language}/${s.client}`)).toEqual(
      expect.arrayContaining(["python/requests", "js/fetch", "sh/curl", "sh/httpie", "go/net-http", "ruby/net-http", "php/php-curl", "java/java-net-http"]),
    );
    for (const s of snippets) {
      const where = `${s.language}/${s.client}`;
      expect(s.content, where).toContain(reference.url);
      expect(s.content, where).toMatch(/base64/i);
      expect(s.content, where).toMatch(/["']?question["']?\s*(:|=>|,)/);
      // The widget's question (the model author's), not a canned one.
      expect(s.content, where).toContain("What");
    }
  });
});
