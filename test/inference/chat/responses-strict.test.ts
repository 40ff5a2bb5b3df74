/**
 * The Responses API takes a function tool without `strict` as strict (OpenAI's
 * reference: "Whether to enforce strict parameter validation. Default true"), chat completions as
 * not strict; the sample tool (an optional `unit`, no `additionalProperties: false`) is not valid
 * in strict mode. A tool that does not say is therefore sent with `strict: false` by every
 * Responses client, and a tool that says keeps its word. Local images (`imageSource: "file"`) on a
 * model that takes text only are refused instead of being sent.
 */
import { describe, expect, it } from "vitest";
import { AtlasError, getInferenceSnippets, type SnippetRequest } from "../../../engine/index.js";
import { STOCK_TOOL, TWO_IMAGES } from "./cases.js";

const llm = { id: "acme/model-x", pipeline_tag: "text-generation", tags: ["conversational"] };
const vlm = { id: "acme/model-x", pipeline_tag: "image-text-to-text", tags: ["conversational"] };

/** The `strict` values each Responses snippet sends, read from its code (`"strict": false`, `False`, `=> false`, Java's `"strict", false`). */
function strictValues(request: SnippetRequest): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const s of getInferenceSnippets(llm, { api: "responses", ...request })) {
    out.set(
      `${s.language}/${s.client}`,
      [...s.content.matchAll(/["']?strict["']?\s*(?::|=>|=|,)\s*(true|false|True|False)/g)].map((m) => m[1]!.toLowerCase()),
    );
  }
  return out;
}

describe("Responses API tools", () => {
  it("send the sample tool with strict: false from every client", () => {
    const values = strictValues({ tools: true });
    expect(values.size).toBeGreaterThanOrEqual(4);
    for (const [client, found] of values) expect(found, client).toEqual(["false"]);
  });

  it("keep a tool's own strict: true", () => {
    for (const [client, found] of strictValues({ tools: [STOCK_TOOL] })) expect(found, client).toEqual(["true"]);
  });

  it("leave chat completions tools as they were given (no strict added)", () => {
    for (const s of getInferenceSnippets(llm, { tools: true })) expect(s.content, `${s.language}/${s.client}`).not.toMatch(/strict/);
  });
});

describe("local images on a text-only model", () => {
  it.each([
    ["plain chat", { imageSource: "file", messages: TWO_IMAGES }],
    ["the Responses API", { api: "responses", imageSource: "file", messages: TWO_IMAGES }],
    ["without messages", { imageSource: "file" }],
  ] as [string, SnippetRequest][])("are refused (%s), naming imageSource", (_name, request) => {
    expect(() => getInferenceSnippets(llm, request)).toThrow(AtlasError);
    expect(() => getInferenceSnippets(llm, request)).toThrow(/imageSource.*"text-generation".*text only/);
  });

  it("are still sent to a vision-language model", () => {
    expect(getInferenceSnippets(vlm, { imageSource: "file", messages: TWO_IMAGES }).length).toBeGreaterThan(5);
  });
});
