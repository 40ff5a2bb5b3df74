/**
 * The chat-mode cases: tools (sample and custom, streaming and not), structured output, the
 * Responses API, the playground's parameters and local images. Golden files live in
 * test/golden/chat/<case>/; every case also runs in test/inference/chat/execution.test.ts.
 */
import type { ModelRecordInput, SnippetRequest } from "../../../engine/index.js";

export interface ChatCase {
  name: string;
  model: ModelRecordInput;
  request: SnippetRequest;
}

export const MODEL_ID = "acme/model-x";
const llm: ModelRecordInput = { id: MODEL_ID, pipeline_tag: "text-generation", tags: ["conversational"] };
const vlm: ModelRecordInput = { id: MODEL_ID, pipeline_tag: "image-text-to-text", tags: ["conversational"] };

/** A tool of our own (not the sample): the snippets run it with their fallback. */
export const STOCK_TOOL = {
  type: "function" as const,
  function: {
    name: "lookup_stock",
    description: "Look up the stock of a product in the warehouse.",
    parameters: { type: "object", properties: { sku: { type: "string" } }, required: ["sku"], additionalProperties: false },
    strict: true,
  },
};

/** Two local images in one message (the run directory holds cats.jpg and cat.png). */
export const TWO_IMAGES = [
  {
    role: "user",
    content: [
      { type: "text" as const, text: "What differs between these two pictures?" },
      { type: "image_url" as const, image_url: { url: "https://example.com/pictures/cats.jpg" } },
      { type: "image_url" as const, image_url: { url: "https://example.com/pictures/cat.png?size=large" } },
    ],
  },
];

const PARAMS = {
  system: "Answer in one sentence.",
  temperature: 0.2,
  max_tokens: 256,
  top_p: 0.9,
  seed: 42,
  stop: ["\n\n", "END"],
  reasoning_effort: "low",
} as const;

export const CHAT_CASES: ChatCase[] = [
  { name: "tools/sample", model: llm, request: { tools: true } },
  { name: "tools/sample-stream", model: llm, request: { tools: true, streaming: true } },
  {
    name: "tools/custom",
    model: llm,
    request: { tools: [STOCK_TOOL], tool_choice: "required", messages: [{ role: "user", content: "How many SKU-42 are left?" }] },
  },
  {
    name: "tools/custom-stream",
    model: llm,
    request: {
      tools: [STOCK_TOOL],
      tool_choice: { type: "function", function: { name: "lookup_stock" } },
      streaming: true,
      messages: [{ role: "user", content: "How many SKU-42 are left?" }],
    },
  },
  { name: "tools/auto-provider", model: llm, request: { tools: true, provider: "auto", billTo: "acme-org" } },
  { name: "structured/sample", model: llm, request: { response_format: true } },
  { name: "structured/sample-stream", model: llm, request: { response_format: true, streaming: true } },
  { name: "structured/json-object", model: llm, request: { response_format: { type: "json_object" }, system: "Reply with a JSON object." } },
  { name: "responses/basic", model: llm, request: { api: "responses" } },
  { name: "responses/stream", model: llm, request: { api: "responses", streaming: true } },
  {
    name: "responses/reasoning",
    model: llm,
    request: { api: "responses", system: "Think, then answer briefly.", reasoning_effort: "high", max_tokens: 300, temperature: 0.3 },
  },
  { name: "responses/structured", model: llm, request: { api: "responses", response_format: true } },
  {
    name: "responses/structured-stream",
    model: llm,
    request: { api: "responses", response_format: { type: "json_object" }, streaming: true, system: "Reply with a JSON recipe." },
  },
  { name: "responses/tools", model: llm, request: { api: "responses", tools: true } },
  {
    name: "responses/tools-stream",
    model: llm,
    request: {
      api: "responses",
      tools: [STOCK_TOOL],
      tool_choice: "required",
      streaming: true,
      messages: [{ role: "user", content: "How many SKU-42 are left?" }],
    },
  },
  { name: "responses/local-images", model: vlm, request: { api: "responses", imageSource: "file", messages: TWO_IMAGES } },
  { name: "params/all", model: llm, request: { ...PARAMS, stop: [...PARAMS.stop] } },
  { name: "params/all-stream", model: llm, request: { ...PARAMS, stop: "END", streaming: true } },
  { name: "images/local-files", model: vlm, request: { imageSource: "file", messages: TWO_IMAGES } },
  { name: "images/local-files-stream", model: vlm, request: { imageSource: "file", messages: TWO_IMAGES, streaming: true } },
  { name: "images/sample-file", model: vlm, request: { imageSource: "file" } },
  { name: "images/tools-local-file", model: vlm, request: { imageSource: "file", tools: true, messages: TWO_IMAGES } },
];
