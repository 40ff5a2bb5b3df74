/**
 * Arguments of the SDK calls (huggingface_hub and huggingface.js), built as code. The hub's
 * Python client takes positional text or file paths and keyword arguments; the JS client
 * takes one object `{provider, model, inputs, parameters}` with files as Blobs.
 */
import type { LanguageModule } from "../contract/language-module.js";
import { Expr, isShared, literalWith, pythonKwargs } from "./code.js";
import { FileInput } from "../providers/types.js";
import type { TaskInputs } from "../contract/call-types.js";

export interface SdkTarget {
  task: string;
  /** Hub model id; undefined when the client was built for a custom endpoint. */
  modelId?: string;
  provider?: string;
  endpointUrl?: string;
  /** The model id sent to a custom endpoint (OpenAI-compatible servers check it). */
  endpointModelId?: string;
}

/** Object inputs whose keys the Python method takes as keyword arguments. */
const PYTHON_KEYWORD_INPUTS = new Set(["question-answering", "table-question-answering", "document-question-answering"]);

const pyValue = (value: unknown): unknown =>
  isShared(value)
    ? value
    : value instanceof FileInput
      ? value.file
      : Array.isArray(value)
        ? value.map(pyValue)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pyValue(v)]))
          : value;

/** Python call arguments, one per line (level 1), ending with `model=` when there is one. */
export function pythonSdkArgs(lang: LanguageModule, target: SdkTarget, call: TaskInputs): string {
  let out = "";
  const inputs = pyValue(call.inputs);
  const kwargs: Record<string, unknown> = {};
  if (target.task === "sentence-similarity" && inputs && typeof inputs === "object") {
    const { source_sentence, sentences } = inputs as Record<string, unknown>;
    out += `    ${literalWith(lang, source_sentence, 1)},\n`;
    kwargs.other_sentences = sentences;
  } else if (PYTHON_KEYWORD_INPUTS.has(target.task) && inputs && typeof inputs === "object" && !Array.isArray(inputs)) {
    Object.assign(kwargs, inputs);
  } else if (inputs !== undefined) {
    out += `    ${literalWith(lang, inputs, 1)},\n`;
  }
  Object.assign(kwargs, pyValue(call.parameters ?? {}));
  if (target.modelId) kwargs.model = target.modelId;
  return out + pythonKwargs(lang, kwargs, 1);
}

/** A Blob holding a file, for the JS client (needs `fs`). */
export function jsBlob(lang: LanguageModule, file: FileInput): Expr {
  return new Expr(`new Blob([fs.readFileSync(${lang.str(file.file)})], { type: ${lang.str(file.mime)} })`);
}

const jsValue = (lang: LanguageModule, value: unknown): unknown =>
  isShared(value)
    ? value
    : value instanceof FileInput
      ? jsBlob(lang, value)
      : Array.isArray(value)
        ? value.map((v) => jsValue(lang, v))
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsValue(lang, v)]))
          : value;

/** The JS call's argument object (level 0). */
export function jsSdkArgs(lang: LanguageModule, target: SdkTarget, call: TaskInputs): string {
  const args: Record<string, unknown> = {};
  if (target.endpointUrl) {
    // With `model` beside `endpointUrl`, huggingface.js sends the id instead of the URL as the model.
    args.endpointUrl = target.endpointUrl;
    if (target.endpointModelId) args.model = target.endpointModelId;
  } else {
    if (target.provider) args.provider = target.provider;
    args.model = target.modelId;
  }
  if (call.chat) {
    const { messages, temperature, max_tokens, top_p } = call.chat;
    Object.assign(args, { messages, temperature, max_tokens, top_p });
  } else {
    args.inputs = jsValue(lang, call.inputs);
    if (call.parameters && Object.keys(call.parameters).length) args.parameters = jsValue(lang, call.parameters);
  }
  return literalWith(lang, args, 0);
}

/** Whether a value holds a file (the snippet then reads from disk). */
export function hasFile(value: unknown): boolean {
  if (value instanceof FileInput) return true;
  if (Array.isArray(value)) return value.some(hasFile);
  return Boolean(value && typeof value === "object" && Object.values(value).some(hasFile));
}
