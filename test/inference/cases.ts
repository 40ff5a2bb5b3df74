/**
 * The golden-file cases: every hf-inference task that has a template, chat LLM and VLM
 * (streaming and not), auto, a custom endpoint, billTo, an access token, a direct request,
 * chat options and an inputs override. One model id for all, so goldens compare easily.
 */
import type { ModelRecordInput, SnippetRequest } from "../../engine/index.js";
import { PIPELINE_TEMPLATES } from "../../engine/inference/call/pipeline-tables.js";
import { getProvider } from "../../engine/inference/providers/index.js";

export interface SnippetCase {
  name: string;
  model: ModelRecordInput;
  request: SnippetRequest;
}

export const MODEL_ID = "acme/model-x";

export const model = (task: string, tags: string[] = []): ModelRecordInput => ({ id: MODEL_ID, pipeline_tag: task, tags });

const hfInference = getProvider("hf-inference")!;

/** hf-inference tasks with a template (chat pipelines without the chat tag included). */
export const HF_INFERENCE_TASKS = Object.keys(PIPELINE_TEMPLATES)
  .filter((task) => hfInference.tasks[task])
  .sort();

const llm = model("text-generation", ["conversational"]);
const vlm = model("image-text-to-text", ["conversational"]);

export const CASES: SnippetCase[] = [
  ...HF_INFERENCE_TASKS.map((task) => ({ name: `hf-inference/${task}`, model: model(task), request: {} })),
  { name: "chat/llm", model: llm, request: {} },
  { name: "chat/llm-stream", model: llm, request: { streaming: true } },
  { name: "chat/vlm", model: vlm, request: {} },
  { name: "chat/vlm-stream", model: vlm, request: { streaming: true } },
  { name: "chat/vlm-untagged", model: model("image-text-to-text"), request: {} },
  { name: "chat/options", model: llm, request: { temperature: 0.5, max_tokens: 512, top_p: 0.7 } },
  {
    name: "chat/messages",
    model: llm,
    request: {
      messages: [
        { role: "system", content: "Answer in French." },
        { role: "user", content: "Where is the nearest bakery?" },
      ],
    },
  },
  { name: "auto/chat", model: llm, request: { provider: "auto" } },
  { name: "auto/chat-stream", model: llm, request: { provider: "auto", streaming: true } },
  { name: "auto/text-to-image", model: model("text-to-image"), request: { provider: "auto" } },
  { name: "endpoint/text-classification", model: model("text-classification"), request: { endpointUrl: "https://my-endpoint.example.com" } },
  { name: "endpoint/chat", model: llm, request: { endpointUrl: "https://my-endpoint.example.com" } },
  { name: "bill-to/chat", model: llm, request: { billTo: "acme-org" } },
  { name: "bill-to/text-to-image", model: model("text-to-image"), request: { billTo: "acme-org" } },
  { name: "access-token/chat", model: llm, request: { accessToken: "hf_literal_token" } },
  { name: "access-token/automatic-speech-recognition", model: model("automatic-speech-recognition"), request: { accessToken: "hf_literal_token" } },
  { name: "direct-request/text-classification", model: model("text-classification"), request: { directRequest: true } },
  { name: "direct-request/chat", model: llm, request: { directRequest: true } },
  { name: "inputs/summarization", model: model("summarization"), request: { inputs: "A short text to summarise." } },
  { name: "inputs/table-question-answering", model: model("table-question-answering"), request: { inputs: '{"query": "How many?", "table": {"n": ["1"]}}' } },
];
