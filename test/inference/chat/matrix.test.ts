/**
 * Every chat mode × streaming × chat provider (routed and direct) × endpoint: the snippets are
 * valid code (python3 + pyflakes, node, bash -n), carry the mode's fields in their request, and
 * the clients offered are exactly those that can make the call.
 */
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, type SnippetRequest } from "../../../engine/index.js";
import { PROVIDERS } from "../../../engine/inference/providers/index.js";
import { checkJs, checkPython, checkSh, type Source } from "../../support/syntax-check.js";
import { pyflakesProblems } from "./pyflakes.js";

const llm = { id: "acme/llm", pipeline_tag: "text-generation", tags: ["conversational"] };
const MODES: SnippetRequest[] = [
  { tools: true },
  { response_format: true },
  { api: "responses" },
  { api: "responses", response_format: true },
  { api: "responses", tools: true },
  { seed: 1, stop: "x", system: "s", reasoning_effort: "medium" },
];
const chatProviders = [...PROVIDERS.values()].filter((p) => p.tasks.conversational).map((p) => p.id);

const requests: { id: string; request: SnippetRequest }[] = [];
for (const mode of MODES) {
  for (const streaming of [false, true]) {
    const name = `${Object.keys(mode).join("+")}${streaming ? "-stream" : ""}`;
    requests.push({ id: `${name} auto`, request: { ...mode, streaming, provider: "auto" } });
    if (mode.api !== "responses") requests.push({ id: `${name} endpoint`, request: { ...mode, streaming, endpointUrl: "https://e.example.com" } });
    for (const provider of chatProviders) {
      requests.push({ id: `${name} ${provider}`, request: { ...mode, streaming, provider } });
      if (mode.api !== "responses") requests.push({ id: `${name} ${provider} direct`, request: { ...mode, streaming, provider, directRequest: true } });
    }
  }
}

const model = (provider?: string) => ({
  ...llm,
  inferenceProviderMapping: provider && provider !== "auto" ? { [provider]: { providerId: "their/llm", task: "conversational" } } : undefined,
});
const all = requests.flatMap(({ id, request }) =>
  getInferenceSnippets(model(request.provider), request).map((s) => ({ ...s, id: `${id} ${s.language}/${s.client}`, request })),
);
const of = (language: string): Source[] => all.filter((s) => s.language === language).map((s) => ({ id: s.id, code: s.content }));

describe("chat modes across providers", () => {
  it("every combination gives snippets", () => {
    const empty = requests.filter(({ id }) => !all.some((s) => s.id.startsWith(`${id} `)));
    expect(empty.map((r) => r.id)).toEqual([]);
  });
  it("python parses and pyflakes is clean", () => {
    expect(checkPython(of("python"))).toEqual([]);
    expect(of("python").length).toBeGreaterThan(100);
    expect(pyflakesProblems(of("python"))).toEqual([]);
  });
  it("js compiles and sh passes bash -n", () => {
    expect(checkJs(of("js"))).toEqual([]);
    expect(checkSh(of("sh"))).toEqual([]);
  });
  it("the mode's fields are in every snippet", () => {
    const missing = all.filter((s) => {
      const r = s.request;
      if (r.tools) return !s.content.includes("get_weather") || (r.api === "responses" && !s.content.includes("responses"));
      if (r.response_format && r.api !== "responses") return !s.content.includes("recipe");
      if (r.api === "responses") return !/responses/.test(s.content) || (r.response_format !== undefined && !s.content.includes("recipe"));
      return !s.content.includes("medium");
    });
    expect(missing.map((s) => s.id)).toEqual([]);
  });
  it("hub SDKs are never offered for the Responses API", () => {
    expect(all.filter((s) => s.request.api === "responses" && ["huggingface_hub", "huggingface.js"].includes(s.client)).map((s) => s.id)).toEqual([]);
  });
});
