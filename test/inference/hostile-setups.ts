/**
 * The hostile values of the inference hostile-string tests, shared by the per-language checks
 * (./hostile.test.ts, test/languages/*-hostile.test.ts): pieces that break out of strings in
 * some language, threaded with a sentinel word, and the setups that put a value into every
 * place a snippet prints one.
 */
import fc from "fast-check";
import type { ModelRecordInput, SnippetRequest } from "../../engine/index.js";

export const SENTINEL = "QZXSENTINELQZX";

const PIECES = [
  '"',
  "'",
  "\\",
  "\\\\",
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
  "/*",
  "*/",
  "{{model.id}}",
  "}}",
  "%s",
  "\u0000",
  "\u2028",
  "\u2029",
  "é",
  "漢字",
  "😀",
  "\ud800",
  "</script>",
  " or 1=1 --",
  "\\u0041",
  "\\x41",
  "\\N{BULLET}",
  "f'{x}'",
  "EOF",
  "\\\n",
];

export const hostile = fc
  .tuple(
    fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }),
    fc.string({ maxLength: 6 }),
    fc.array(fc.constantFrom(...PIECES), { maxLength: 4 }),
  )
  .map(([a, s, b]) => `${SENTINEL}${a.join("")}${SENTINEL}${s}${b.join("")}${SENTINEL}`);

export interface Setup {
  name: string;
  model: ModelRecordInput;
  request: SnippetRequest;
}

export function setups(h: string): Setup[] {
  const llm = { id: "acme/llm", pipeline_tag: "text-generation", tags: ["conversational"] };
  const vlm = { id: "acme/vlm", pipeline_tag: "image-text-to-text", tags: ["conversational"] };
  return [
    { name: "widget text", model: { id: "acme/tc", pipeline_tag: "text-classification", widgetData: [{ text: h }] }, request: {} },
    { name: "mask token", model: { id: "acme/fm", pipeline_tag: "fill-mask", mask_token: h }, request: {} },
    {
      name: "candidate labels",
      model: { id: "acme/zs", pipeline_tag: "zero-shot-classification", widgetData: [{ text: h, candidate_labels: `${h},b` }] },
      request: {},
    },
    { name: "messages", model: llm, request: { messages: [{ role: "user", content: h }] } },
    {
      name: "messages (stream)",
      model: llm,
      request: {
        streaming: true,
        messages: [
          { role: "system", content: h },
          { role: "user", content: h },
        ],
      },
    },
    {
      name: "image message",
      model: vlm,
      request: {
        messages: [
          {
            role: "user",
            content: [
              { type: "text", text: h },
              { type: "image_url", image_url: { url: h } },
            ],
          },
        ],
      },
    },
    { name: "inputs", model: { id: "acme/sum", pipeline_tag: "summarization" }, request: { inputs: h } },
    { name: "inputs (text-to-image)", model: { id: "acme/t2i", pipeline_tag: "text-to-image" }, request: { inputs: h, billTo: h } },
    { name: "inputs (question answering)", model: { id: "acme/qa", pipeline_tag: "question-answering" }, request: { inputs: { question: h, context: h } } },
    {
      name: "inputs (table keys)",
      model: { id: "acme/tqa", pipeline_tag: "table-question-answering" },
      request: { inputs: { query: h, table: { [h]: [h] } } },
    },
    { name: "inputs (tabular keys)", model: { id: "acme/tab", pipeline_tag: "tabular-classification" }, request: { inputs: { data: { [h]: [h] } } } },
    { name: "inputs (sentences)", model: { id: "acme/ss", pipeline_tag: "sentence-similarity" }, request: { inputs: { source_sentence: h, sentences: [h] } } },
    // The engine refuses an endpoint that is not an http(s) URL: the hostile text is its path and query.
    { name: "endpoint URL", model: { id: "acme/tc", pipeline_tag: "text-classification" }, request: { endpointUrl: `https://e.example/${h}` } },
    { name: "endpoint URL (chat)", model: llm, request: { endpointUrl: `https://e.example/v1?q=${h}`, accessToken: h } },
    { name: "access token", model: { id: "acme/asr", pipeline_tag: "automatic-speech-recognition" }, request: { accessToken: h, billTo: h } },
    { name: "access token (chat)", model: llm, request: { accessToken: h, billTo: h, provider: "auto" } },
    { name: "model id", model: { id: h, pipeline_tag: "image-to-image" }, request: {} },
    { name: "model id (chat)", model: { id: h, pipeline_tag: "text-generation", tags: ["conversational"] }, request: { billTo: h } },
  ];
}

/** The fixed sample every hostile test draws. */
export const hostileSamples = () => fc.sample(hostile, { numRuns: 25, seed: 20261122 });
