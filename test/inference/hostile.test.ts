/**
 * Hostile strings (fast-check): quotes of every kind, backslashes, newlines, `${…}`, `$(…)`,
 * backticks, triple quotes, control characters and non-ASCII text, put into every value a
 * snippet prints: widget text, mask token, chat messages, inputs (text, and objects whose keys
 * and values are hostile), image URL, endpoint URL, access token, bill-to and the model id. Every snippet must still parse (python3, node,
 * bash -n) and the hostile text must sit only inside string literals: each value is
 * threaded with a sentinel word, and every sentinel must be inside a string token.
 *
 * The samples are drawn with a fixed seed and checked in one batch per language (one
 * interpreter process each), so the test is deterministic and quick.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, type ModelRecordInput, type SnippetRequest } from "../../engine/index.js";
import { checkJs, checkPython, checkSh, type Source } from "../support/syntax-check.js";

const SENTINEL = "QZXSENTINELQZX";

const PIECES = [
  '"', "'", "\\", "\\\\", "\n", "\r\n", "\t", "${process.exit(1)}", "$(touch pwned)", "`id`", '"""', "'''", "'\\''",
  "#", "//", "/*", "*/", "{{model.id}}", "}}", "%s", "\u0000", "\u2028", "\u2029", "é", "漢字", "😀", "\ud800", "</script>",
  " or 1=1 --", "\\u0041", "\\x41", "\\N{BULLET}", "f'{x}'", "EOF", "\\\n",
];

const hostile = fc
  .tuple(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }), fc.string({ maxLength: 6 }), fc.array(fc.constantFrom(...PIECES), { maxLength: 4 }))
  .map(([a, s, b]) => `${SENTINEL}${a.join("")}${SENTINEL}${s}${b.join("")}${SENTINEL}`);

interface Setup {
  name: string;
  model: ModelRecordInput;
  request: SnippetRequest;
}

function setups(h: string): Setup[] {
  const llm = { id: "acme/llm", pipeline_tag: "text-generation", tags: ["conversational"] };
  const vlm = { id: "acme/vlm", pipeline_tag: "image-text-to-text", tags: ["conversational"] };
  return [
    { name: "widget text", model: { id: "acme/tc", pipeline_tag: "text-classification", widgetData: [{ text: h }] }, request: {} },
    { name: "mask token", model: { id: "acme/fm", pipeline_tag: "fill-mask", mask_token: h }, request: {} },
    { name: "candidate labels", model: { id: "acme/zs", pipeline_tag: "zero-shot-classification", widgetData: [{ text: h, candidate_labels: `${h},b` }] }, request: {} },
    { name: "messages", model: llm, request: { messages: [{ role: "user", content: h }] } },
    { name: "messages (stream)", model: llm, request: { streaming: true, messages: [{ role: "system", content: h }, { role: "user", content: h }] } },
    {
      name: "image message",
      model: vlm,
      request: { messages: [{ role: "user", content: [{ type: "text", text: h }, { type: "image_url", image_url: { url: h } }] }] },
    },
    { name: "inputs", model: { id: "acme/sum", pipeline_tag: "summarization" }, request: { inputs: h } },
    { name: "inputs (text-to-image)", model: { id: "acme/t2i", pipeline_tag: "text-to-image" }, request: { inputs: h, billTo: h } },
    { name: "inputs (question answering)", model: { id: "acme/qa", pipeline_tag: "question-answering" }, request: { inputs: { question: h, context: h } } },
    { name: "inputs (table keys)", model: { id: "acme/tqa", pipeline_tag: "table-question-answering" }, request: { inputs: { query: h, table: { [h]: [h] } } } },
    { name: "inputs (tabular keys)", model: { id: "acme/tab", pipeline_tag: "tabular-classification" }, request: { inputs: { data: { [h]: [h] } } } },
    { name: "inputs (sentences)", model: { id: "acme/ss", pipeline_tag: "sentence-similarity" }, request: { inputs: { source_sentence: h, sentences: [h] } } },
    { name: "endpoint URL", model: { id: "acme/tc", pipeline_tag: "text-classification" }, request: { endpointUrl: h } },
    { name: "endpoint URL (chat)", model: llm, request: { endpointUrl: h, accessToken: h } },
    { name: "access token", model: { id: "acme/asr", pipeline_tag: "automatic-speech-recognition" }, request: { accessToken: h, billTo: h } },
    { name: "access token (chat)", model: llm, request: { accessToken: h, billTo: h, provider: "auto" } },
    { name: "model id", model: { id: h, pipeline_tag: "image-to-image" }, request: {} },
    { name: "model id (chat)", model: { id: h, pipeline_tag: "text-generation", tags: ["conversational"] }, request: { billTo: h } },
  ];
}

describe("hostile strings stay inside string literals", () => {
  const samples = fc.sample(hostile, { numRuns: 25, seed: 20261122 });
  const sources: Record<string, Source[]> = { python: [], js: [], sh: [] };
  const values = new Map<string, string>();
  samples.forEach((h, i) => {
    for (const setup of setups(h)) {
      for (const s of getInferenceSnippets(setup.model, setup.request)) {
        const id = `#${i} ${setup.name} ${s.language}/${s.client}`;
        values.set(id, h);
        sources[s.language]!.push({ id, code: s.content, sentinel: SENTINEL });
      }
    }
  });
  const report = (failures: { id: string; error: string }[]) => failures.map((f) => `${f.id}: ${f.error}\n  value: ${JSON.stringify(values.get(f.id))}`);

  it("every Python snippet parses and keeps the value in strings", () => {
    expect(sources.python!.length).toBeGreaterThan(200);
    expect(report(checkPython(sources.python!))).toEqual([]);
  });
  it("every JS snippet compiles and keeps the value in strings", () => {
    expect(report(checkJs(sources.js!))).toEqual([]);
  });
  it("every shell snippet passes bash -n and keeps the value in single quotes", () => {
    expect(report(checkSh(sources.sh!))).toEqual([]);
  });
  it("the sentinel reaches every snippet of every setup", () => {
    const missing = [...sources.python!, ...sources.js!, ...sources.sh!].filter((s) => !s.code.includes(SENTINEL)).map((s) => s.id);
    expect(missing).toEqual([]);
  });
});

describe("the literal checks can fail", () => {
  const S = SENTINEL;
  it("python: a value outside a string, and a syntax error", () => {
    const failures = checkPython([
      { id: "outside", code: `x = "a" + ${S}\n`, sentinel: S },
      { id: "comment", code: `x = 1  # ${S}\n`, sentinel: S },
      { id: "broken", code: `x = "${S}\n` },
      { id: "fine", code: `x = "${S}"\n`, sentinel: S },
    ]);
    expect(failures.map((f) => f.id)).toEqual(["outside", "comment", "broken"]);
  });
  it("js: a value outside a string, and a syntax error", () => {
    const failures = checkJs([
      { id: "outside", code: `const x = "a" + ${S};\n`, sentinel: S },
      { id: "broken", code: `const x = "a\n";` },
      { id: "fine", code: `const x = "${S}";\nawait 1;\n`, sentinel: S },
    ]);
    expect(failures.map((f) => f.id).sort()).toEqual(["broken", "outside"]);
  });
  it("sh: a value in double quotes or bare, and a syntax error", () => {
    const failures = checkSh([
      { id: "double", code: `echo "${S}"\n`, sentinel: S },
      { id: "bare", code: `echo '$'${S}\n`, sentinel: S },
      { id: "broken", code: `echo 'a\n` },
      { id: "fine", code: `echo 'a'\\''${S}'\n`, sentinel: S },
    ]);
    expect(failures.map((f) => f.id).sort()).toEqual(["bare", "broken", "double"]);
  });
});
