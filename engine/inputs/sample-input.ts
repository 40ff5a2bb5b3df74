/**
 * The sample input of a model: what a snippet sends when the user has not given their own.
 *
 * Two functions, one for code and one for people:
 *
 * - `getModelInputData(model, {noWrap})` returns the input as plain data (`ModelInputData`):
 *   a string, an object, a file name or chat messages, tagged with its `kind`. Templates print
 *   `value` through the language's literal helper (`{{lit input.value 1}}`, `{{str input.value}}`),
 *   which is the only safe way: `mask_token` and `widgetData` are written by model authors.
 * - `getModelInputSnippet(model, {noWrap, noQuotes})` returns the same input for display: a
 *   JSON-style string (text and file names quoted, objects pretty-printed with 4 spaces, tabular
 *   tables as compact JSON in single quotes), or the chat messages themselves. Never paste this
 *   string into generated code.
 *
 * Options:
 * - `noWrap` collapses every run of whitespace (spaces, newlines, tabs) to one space, in the
 *   data's strings and in the layout of the display string.
 * - `noQuotes` strips one pair of outer double quotes from the display string. For text and file
 *   names that gives the text itself (the quoted form is a JSON string literal of it).
 *
 * Rules: a task without a canned input (and a model without `pipeline_tag`) gets
 * `NO_INPUT_EXAMPLE`. The model's first `widgetData` entry overrides the canned input: `text`
 * for text tasks (fill-mask included), `text` + `context` for question answering, and
 * `source_sentence` + `sentences` for sentence similarity, `text` as the question of visual question
 * answering (the image stays the local sample file). Fill-mask otherwise builds its sentence
 * around `model.mask_token` (or `[MASK]` when the model declares none). Image-text-to-text and
 * chat text-generation models (tag `conversational`, or `chat: true`) get chat messages (one
 * user turn); a base text-generation model gets the prompt its snippets send: the widget's
 * `text` when it has one (the hub's widget examples are prompts to continue), else the canned
 * sentence.
 */
import type { ModelRecordInput } from "../schema/model.js";
import type { ChatMessage } from "../schema/snippet.js";
import { CANNED_INPUTS, DEFAULT_MASK_TOKEN, type CannedInput } from "./canned.js";
import { userTextAndImageMessage, userTextMessage } from "./chat.js";

export const NO_INPUT_EXAMPLE = "No input example has been defined for this model task.";

export interface SampleInputOptions {
  /** Collapse every run of whitespace to one space. */
  noWrap?: boolean;
  /** Strip one pair of outer double quotes from the display string. */
  noQuotes?: boolean;
  /**
   * Whether the call is a chat, when the caller decided it otherwise than by the tags (a task
   * taken from the provider mapping's `conversational` entry). Default: the `conversational` tag.
   */
  chat?: boolean;
}

/** The fields the generator reads; a full `ModelRecord` (or the raw hub JSON) fits. */
export type SampleInputModel = Pick<ModelRecordInput, "pipeline_tag" | "mask_token" | "widgetData" | "tags">;

/** The sample input as data, ready for a language's `lit`/`str` helper. */
export type ModelInputData =
  | { kind: "text"; value: string }
  /** `files`: the keys of `value` whose string is a file name to read (e.g. `image`). */
  | { kind: "object"; value: Record<string, unknown>; files: readonly string[] }
  | { kind: "file"; media: "image" | "audio"; value: string }
  | { kind: "messages"; value: ChatMessage[] }
  /** No example for this task: `value` is `NO_INPUT_EXAMPLE`. */
  | { kind: "none"; value: string };

/** The display form: a string, or the chat messages for conversational tasks. */
export type ModelInputSnippet = string | ChatMessage[];

export function getModelInputData(model: SampleInputModel, options: Pick<SampleInputOptions, "noWrap" | "chat"> = {}): ModelInputData {
  const data = resolveInput(model, options.chat ?? isTaggedChat(model));
  return options.noWrap ? ({ ...data, value: collapseStrings(data.value) } as ModelInputData) : data;
}

export function getModelInputSnippet(model: SampleInputModel, options: SampleInputOptions = {}): ModelInputSnippet {
  const data = getModelInputData(model, options);
  if (data.kind === "messages") return data.value;
  const display = displayString(data, model, options);
  return options.noWrap ? collapseWhitespace(display) : display;
}

/** Collapses every run of whitespace (spaces, tabs, newlines, other Unicode spaces) to one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ");
}

/** Strips one pair of double quotes when the text both starts and ends with one. */
export function stripOuterQuotes(text: string): string {
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
}

/** The hub marks a model with a chat template by the `conversational` tag. */
function isTaggedChat(model: SampleInputModel): boolean {
  return Array.isArray(model.tags) && model.tags.includes("conversational");
}

function resolveInput(model: SampleInputModel, chat: boolean): ModelInputData {
  const task = typeof model.pipeline_tag === "string" ? model.pipeline_tag : undefined;
  const canned = task !== undefined && Object.hasOwn(CANNED_INPUTS, task) ? CANNED_INPUTS[task] : undefined;
  if (!task || !canned) return { kind: "none", value: NO_INPUT_EXAMPLE };
  const widget = firstWidgetExample(model);
  switch (canned.kind) {
    case "text":
      return { kind: "text", value: nonEmptyString(widget?.text) ?? cannedText(canned, model) };
    case "file":
      return { kind: "file", media: canned.media, value: canned.fileName };
    case "chat":
      // A base model continues text: it gets a prompt, not a chat turn.
      if (!canned.imageUrl && !chat) return { kind: "text", value: nonEmptyString(widget?.text) ?? canned.text };
      return {
        kind: "messages",
        value: canned.imageUrl ? userTextAndImageMessage(canned.text, canned.imageUrl) : userTextMessage(canned.text),
      };
    case "object":
      return { kind: "object", value: widgetObject(task, widget, canned.value) ?? structuredClone(canned.value), files: canned.files ?? [] };
  }
}

function cannedText(canned: Extract<CannedInput, { kind: "text" }>, model: SampleInputModel): string {
  if (!canned.mask) return canned.text;
  const token = nonEmptyString(model.mask_token) ?? DEFAULT_MASK_TOKEN;
  return `${canned.mask.before}${token}${canned.mask.after}`;
}

/** Widget data comes from the hub as the author wrote it: read only well-typed fields. */
function firstWidgetExample(model: SampleInputModel): Record<string, unknown> | undefined {
  const first: unknown = Array.isArray(model.widgetData) ? model.widgetData[0] : undefined;
  return first !== null && typeof first === "object" ? (first as Record<string, unknown>) : undefined;
}

function widgetObject(
  task: string,
  widget: Record<string, unknown> | undefined,
  canned: Readonly<Record<string, unknown>>,
): Record<string, unknown> | undefined {
  if (!widget) return undefined;
  if (task === "sentence-similarity") {
    const source = nonEmptyString(widget.source_sentence);
    const sentences = widget.sentences;
    const valid = Array.isArray(sentences) && sentences.length > 0 && sentences.every((s) => typeof s === "string");
    return source && valid ? { source_sentence: source, sentences: [...sentences] } : undefined;
  }
  if (task === "visual-question-answering") {
    // The widget's picture is a URL the snippet cannot read as a local file: only its question is taken.
    const question = nonEmptyString(widget.text);
    return question ? { ...structuredClone(canned), question } : undefined;
  }
  if (task === "question-answering") {
    const question = nonEmptyString(widget.text);
    const context = nonEmptyString(widget.context);
    return question && context ? { question, context } : undefined;
  }
  return undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

function displayString(data: Exclude<ModelInputData, { kind: "messages" }>, model: SampleInputModel, options: SampleInputOptions): string {
  switch (data.kind) {
    case "none":
      return options.noQuotes ? stripOuterQuotes(data.value) : data.value;
    case "text":
    case "file":
      // The quoted form is a JSON string literal; without quotes it is the text itself.
      return options.noQuotes ? data.value : JSON.stringify(data.value);
    case "object": {
      const canned = CANNED_INPUTS[String(model.pipeline_tag)];
      const text = canned?.kind === "object" && canned.singleQuoted ? `'${JSON.stringify(data.value)}'` : JSON.stringify(data.value, null, 4);
      return options.noQuotes ? stripOuterQuotes(text) : text;
    }
  }
}

/** Applies `collapseWhitespace` to every string inside a JSON-like value (keys stay as they are). */
function collapseStrings<T>(value: T): T {
  if (typeof value === "string") return collapseWhitespace(value) as T;
  if (Array.isArray(value)) return value.map(collapseStrings) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, collapseStrings(v)])) as T;
  }
  return value;
}
