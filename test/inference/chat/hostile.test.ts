/**
 * Hostile strings (fast-check, fixed seed) in every chat-mode field a user or model author
 * writes: system prompt, stop strings, tool descriptions and JSON-schema keys and values,
 * structured-output schemas, messages sent to the Responses API, and local image paths. Every
 * snippet must still parse (python3, node, bash -n, and Go, Ruby, PHP and Java's own parsers for the
 * plain chat those languages offer) and each value must sit only inside string
 * literals (each is threaded with a sentinel word that must appear inside a string token).
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, type ModelRecordInput, type SnippetRequest } from "../../../engine/index.js";
import { RAW_HTTP_CLIENTS } from "../../../engine/languages/clients.js";
import { checkGo, removeGoCheckWork } from "../../support/go-check.js";
import { checkJava, removeJavaCheckWork } from "../../support/java-check.js";
import { checkPhp } from "../../support/php-check.js";
import { checkRuby } from "../../support/ruby-check.js";
import { checkJs, checkPython, checkSh, type Source } from "../../support/syntax-check.js";

const SENTINEL = "QZXSENTINELQZX";
const PIECES = [
  '"',
  "'",
  "\\",
  "\n",
  "\r\n",
  "\t",
  "${process.exit(1)}",
  "$(touch pwned)",
  "`id`",
  '"""',
  "'''",
  "'\\''",
  "#",
  "//",
  "*/",
  "{{model.id}}",
  "%s",
  "\u0000",
  "\u2028",
  "é",
  "😀",
  "</script>",
  "EOF",
  "\\\n",
];

const hostile = fc
  .tuple(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }), fc.string({ maxLength: 6 }))
  .map(([a, s]) => `${SENTINEL}${a.join("")}${SENTINEL}${s}${SENTINEL}`);

const llm: ModelRecordInput = { id: "acme/llm", pipeline_tag: "text-generation", tags: ["conversational"] };
const vlm: ModelRecordInput = { id: "acme/vlm", pipeline_tag: "image-text-to-text", tags: ["conversational"] };

function setups(h: string): { name: string; model: ModelRecordInput; request: SnippetRequest }[] {
  const schema = { type: "object", description: h, properties: { [h]: { type: "string", description: h, enum: [h] } }, required: [h] };
  const tool = { type: "function" as const, function: { name: "hostile_tool", description: h, parameters: schema } };
  const images = [
    {
      role: "user",
      content: [
        { type: "text" as const, text: h },
        { type: "image_url" as const, image_url: { url: h } },
        { type: "image_url" as const, image_url: { url: `https://example.com/${h}.png` } },
      ],
    },
  ];
  return [
    { name: "system and stop", model: llm, request: { system: h, stop: [h, h], seed: 1, reasoning_effort: "low" } },
    { name: "system and stop (stream)", model: llm, request: { system: h, stop: h, streaming: true } },
    { name: "tool description and schema", model: llm, request: { tools: [tool], messages: [{ role: "user", content: h }] } },
    {
      name: "tool schema (stream)",
      model: llm,
      request: { tools: [tool], tool_choice: { type: "function", function: { name: "hostile_tool" } }, streaming: true, system: h },
    },
    {
      name: "structured schema",
      model: llm,
      request: { response_format: { type: "json_schema", json_schema: { name: "hostile", description: h, schema, strict: true } } },
    },
    {
      name: "structured schema (stream)",
      model: llm,
      request: { response_format: { type: "json_schema", json_schema: { name: "hostile", schema } }, streaming: true, billTo: h },
    },
    { name: "responses", model: llm, request: { api: "responses", system: h, messages: [{ role: "user", content: h }] } },
    {
      name: "responses with tools and a schema",
      model: llm,
      request: { api: "responses", tools: [tool], streaming: true, messages: [{ role: "user", content: h }] },
    },
    {
      name: "responses with a schema",
      model: llm,
      request: { api: "responses", response_format: { type: "json_schema", json_schema: { name: "hostile", description: h, schema } } },
    },
    { name: "responses (stream, images)", model: vlm, request: { api: "responses", streaming: true, imageSource: "file", messages: images } },
    { name: "local image paths", model: vlm, request: { imageSource: "file", messages: images } },
    { name: "local image paths with tools", model: vlm, request: { imageSource: "file", messages: images, tools: true, accessToken: h } },
  ];
}

afterAll(removeJavaCheckWork);
afterAll(removeGoCheckWork);

describe("hostile strings in chat-mode fields stay inside string literals", () => {
  const samples = fc.sample(hostile, { numRuns: 12, seed: 20261124 });
  const sources: Record<string, Source[]> = { python: [], js: [], sh: [], go: [], ruby: [], php: [], java: [] };
  const values = new Map<string, string>();
  samples.forEach((h, i) => {
    for (const setup of setups(h)) {
      for (const s of getInferenceSnippets(setup.model, setup.request)) {
        const id = `#${i} ${setup.name} ${s.language}/${s.client}`;
        values.set(id, h);
        // Raw-HTTP clients name a file's base64 variable after the file's stem when it is a plain
        // identifier (engine/inference/code/raw-code.ts, shared with every task): a path then shows up in
        // a name of letters, digits and `_`, which cannot break out. Those snippets must still parse.
        const rawPath = setup.request.imageSource === "file" && RAW_HTTP_CLIENTS.has(s.client);
        sources[s.language]!.push({ id, code: s.content, sentinel: rawPath ? undefined : SENTINEL });
      }
    }
  });
  const report = (failures: { id: string; error: string }[]) => failures.map((f) => `${f.id}: ${f.error}\n  value: ${JSON.stringify(values.get(f.id))}`);

  it("every Python snippet parses and keeps the value in strings", () => {
    expect(sources.python!.length).toBeGreaterThan(100);
    expect(report(checkPython(sources.python!))).toEqual([]);
  });
  it("every JS snippet compiles and keeps the value in strings", () => {
    expect(report(checkJs(sources.js!))).toEqual([]);
  });
  it("every shell snippet passes bash -n and keeps the value in single quotes", () => {
    expect(report(checkSh(sources.sh!))).toEqual([]);
  });
  it("every Go, Ruby and PHP snippet parses and keeps the value in strings", () => {
    expect(sources.go!.length).toBeGreaterThan(10);
    expect(report([...checkGo(sources.go!), ...checkRuby(sources.ruby!), ...checkPhp(sources.php!)])).toEqual([]);
  });
  it("every Java snippet parses, compiles and keeps the value in strings", () => {
    expect(sources.java!.length).toBeGreaterThan(10);
    expect(report(checkJava(sources.java!))).toEqual([]);
  }, 120_000);
  it("the sentinel reaches every snippet", () => {
    expect(
      Object.values(sources)
        .flat()
        .filter((s) => !s.code.includes(SENTINEL))
        .map((s) => s.id),
    ).toEqual([]);
  });
});
