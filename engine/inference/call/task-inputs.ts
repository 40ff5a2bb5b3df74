/**
 * The generic inputs of one call: the sample input (or `request.inputs`) turned into
 * `{inputs, parameters?}` as the hub's task API takes them, with files as `FileInput`s,
 * plus the chat payload for conversational calls.
 */
import { getModelInputData } from "../../inputs/index.js";
import type { ModelRecord } from "../../schema/model.js";
import type { ChatMessage, ResolvedSnippetRequest, SnippetWarning } from "../../schema/snippet.js";
import { shareValue } from "../code/code.js";
import { FileInput, type ChatPayload } from "../providers/types.js";
import { chatExtras, chatMessages, hasChatExtras } from "../chat/payload.js";
import type { TaskInputs } from "../contract/call-types.js";
import { mimeOf } from "./mime.js";
import type { ChatModes } from "../contract/plugin-contract.js";

/** Example parameters the facts give per task (numbers and labels only). */
const ZERO_SHOT_LABELS = ["refund", "legal", "faq"];
const ZERO_SHOT_IMAGE_LABELS = ["cat", "dog", "llama"];

/** Tasks whose sample is `{image, prompt}` and whose call is `inputs: image, parameters: {prompt}`. */
const IMAGE_PROMPT_TASKS = new Set(["image-to-image", "image-to-video", "image-text-to-image", "image-text-to-video"]);

/**
 * Inputs that depend only on the task are built once: most models carry no widget data, and a
 * page lists many models of one task. Cached values are shared (../code/code.ts) and never mutated.
 * A chat call's sampling options (`stream`, `temperature`, …) differ from request to request, so
 * they are set on a fresh payload around the cached messages.
 */
const CACHE = new Map<string, TaskInputs>();

/** `modes`: the chat-modes plugin when given (its payload parts; requests that use them are never cached). */
export function taskInputs(model: ModelRecord, task: string, request: ResolvedSnippetRequest, conversational: boolean, modes?: ChatModes): TaskInputs {
  const cacheable =
    request.inputs === undefined && request.messages === undefined && !model.widgetData?.length && model.mask_token === undefined && !hasChatExtras(request);
  if (!cacheable) return buildTaskInputs(model, task, request, conversational, modes);
  const key = `${task}|${conversational}`;
  let inputs = CACHE.get(key);
  if (!inputs) {
    inputs = buildTaskInputs(model, task, { provider: request.provider }, conversational, modes);
    if (inputs.chat) shareValue(inputs.chat.messages);
    if (!hasFileInput(inputs.inputs)) shareValue(inputs.inputs);
    if (!hasFileInput(inputs.parameters)) shareValue(inputs.parameters);
    CACHE.set(key, inputs);
  }
  return inputs.chat ? { inputs: undefined, chat: chatPayload(inputs.chat.messages, request, {}) } : inputs;
}

/** A chat payload: the messages, then the sampling options the request sets, then the extra fields. */
function chatPayload(messages: ChatMessage[], request: ResolvedSnippetRequest, extra: Record<string, unknown>): ChatPayload {
  const chat: ChatPayload = { messages, stream: Boolean(request.streaming) };
  if (request.temperature !== undefined) chat.temperature = request.temperature;
  if (request.max_tokens !== undefined) chat.max_tokens = request.max_tokens;
  if (request.top_p !== undefined) chat.top_p = request.top_p;
  if (Object.keys(extra).length) chat.extra = extra;
  return chat;
}

function hasFileInput(value: unknown): boolean {
  if (value instanceof FileInput) return true;
  if (Array.isArray(value)) return value.some(hasFileInput);
  return Boolean(value && typeof value === "object" && Object.values(value).some(hasFileInput));
}

function buildTaskInputs(model: ModelRecord, task: string, request: ResolvedSnippetRequest, conversational: boolean, modes: ChatModes | undefined): TaskInputs {
  const data = getModelInputData({ ...model, pipeline_tag: task });
  if (conversational) {
    const messages = chatMessages(request, data.kind === "messages" ? data.value : [{ role: "user", content: textOf(data.value) }], modes);
    return { inputs: undefined, chat: chatPayload(messages, request, chatExtras(request, modes)) };
  }
  let inputs: unknown;
  let files: readonly string[] = [];
  if (request.inputs !== undefined) {
    inputs = parseOverride(request.inputs, data.kind === "object");
    if (data.kind === "object" && inputs && typeof inputs === "object") files = data.files.filter((k) => k in (inputs as object));
    else if (data.kind === "file" && typeof inputs === "string") inputs = new FileInput(inputs, mimeOf(inputs, data.media));
  } else if (data.kind === "file") {
    inputs = new FileInput(data.value, mimeOf(data.value, data.media));
  } else if (data.kind === "messages") {
    inputs = textOf(data.value);
  } else {
    inputs = data.value;
    if (data.kind === "object") files = data.files;
  }
  if (files.length && inputs && typeof inputs === "object") {
    const copy = { ...(inputs as Record<string, unknown>) };
    for (const key of files) if (typeof copy[key] === "string") copy[key] = new FileInput(copy[key] as string, mimeOf(copy[key] as string, "image"));
    inputs = copy;
  }
  return shape(model, task, inputs);
}

function shape(model: ModelRecord, task: string, inputs: unknown): TaskInputs {
  if (IMAGE_PROMPT_TASKS.has(task) && inputs && typeof inputs === "object" && !(inputs instanceof FileInput)) {
    const { image, prompt, ...rest } = inputs as Record<string, unknown>;
    return { inputs: image, parameters: { prompt, ...rest } };
  }
  if (task === "tabular-classification" || task === "tabular-regression") return { inputs: { data: inputs } };
  if (task === "text-to-image") return { inputs, parameters: { num_inference_steps: 5 } };
  if (task === "zero-shot-classification") return { inputs, parameters: { candidate_labels: widgetLabels(model) ?? ZERO_SHOT_LABELS } };
  if (task === "zero-shot-image-classification") return { inputs, parameters: { candidate_labels: ZERO_SHOT_IMAGE_LABELS } };
  return { inputs };
}

/** `widgetData[0].candidate_labels` is a comma-separated string written by the model author. */
function widgetLabels(model: ModelRecord): string[] | undefined {
  const raw = model.widgetData?.[0]?.candidate_labels;
  if (typeof raw !== "string") return undefined;
  const labels = raw
    .split(",")
    .map((l) => l.trim())
    .filter(Boolean);
  return labels.length ? labels : undefined;
}

function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    const first = value[0] as ChatMessage | undefined;
    const content = first?.content;
    if (typeof content === "string") return content;
    const part = content?.find((p) => p.type === "text");
    return part && "text" in part ? String(part.text) : "";
  }
  return "";
}

/**
 * `request.inputs` replaces the sample. For a task whose input is an object, a string is read
 * as JSON; text that does not parse is sent as it is (`inputWarnings` says so).
 */
function parseOverride(value: unknown, objectTask: boolean): unknown {
  if (!objectTask || typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The warnings `request.inputs` gives a call of `task`: text an object task cannot read as JSON. */
export function inputWarnings(model: ModelRecord, task: string, request: ResolvedSnippetRequest, conversational: boolean): SnippetWarning[] {
  if (conversational || typeof request.inputs !== "string") return [];
  if (getModelInputData({ ...model, pipeline_tag: task }).kind !== "object") return [];
  const error = jsonError(request.inputs);
  if (error === undefined) return [];
  return [{ code: "inputs-not-json", message: `Invalid JSON in inputs for ${task}: ${error}; the snippets send the raw text instead` }];
}

/** Why `text` is not JSON, or undefined when it is. */
function jsonError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
