/**
 * Transformers.js: `pipeline(task, id)` accepts only the tasks the library implements, so
 * a model whose hub task has no Transformers.js pipeline is loaded with `AutoModel`
 * instead, and sentence-similarity models (embedding models) use the feature-extraction
 * pipeline, which is how Transformers.js computes sentence embeddings.
 *
 * Weights: Transformers.js reads `onnx/<part><suffix>.onnx`, the suffix naming the precision
 * (`dtype`). Without a `dtype` it loads fp32 in Node and q8 (`_quantized`) in a browser's
 * WASM backend; a repository that lacks either gets an explicit `dtype` it has, so the
 * snippet runs in both.
 */
import type { SnippetModel } from "../schema/snippet-model.js";
import type { LibraryPlugin } from "./types.js";

/** File-name suffix → dtype, longer suffixes first so `_q4f16` is not read as `_q4`. */
const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ["_quantized", "q8"],
  ["_q4f16", "q4f16"],
  ["_fp16", "fp16"],
  ["_uint8", "uint8"],
  ["_int8", "int8"],
  ["_bnb4", "bnb4"],
  ["_q4", "q4"],
];
/** Which dtype to name when the defaults are missing: full precision first, then by size. */
const PREFERENCE = ["fp32", "q8", "fp16", "q4f16", "q4", "int8", "uint8", "bnb4"];

/** The dtypes the repository's `onnx/` folder holds weights for. */
function onnxDtypes(model: SnippetModel): Set<string> {
  const dtypes = new Set<string>();
  for (const file of model.files) {
    const match = /^onnx\/([^/]+)\.onnx$/.exec(file);
    if (!match) continue;
    const suffix = SUFFIXES.find(([s]) => match[1]!.endsWith(s));
    dtypes.add(suffix ? suffix[1] : "fp32");
  }
  return dtypes;
}

/** The `dtype` to pass, or "" when the library's defaults (fp32 and q8) are both there or the files are unknown. */
export function transformersJsDtype(model: SnippetModel): string {
  const dtypes = onnxDtypes(model);
  if (dtypes.size === 0 || (dtypes.has("fp32") && dtypes.has("q8"))) return "";
  return PREFERENCE.find((d) => dtypes.has(d)) ?? "";
}

/** The task names `pipeline()` accepts (including its alias text-to-speech). */
const TASKS = new Set([
  "audio-classification",
  "automatic-speech-recognition",
  "background-removal",
  "depth-estimation",
  "document-question-answering",
  "feature-extraction",
  "fill-mask",
  "image-classification",
  "image-feature-extraction",
  "image-segmentation",
  "image-to-image",
  "image-to-text",
  "object-detection",
  "question-answering",
  "summarization",
  "text-classification",
  "text-generation",
  "text-to-audio",
  "text-to-speech",
  "text2text-generation",
  "token-classification",
  "translation",
  "zero-shot-audio-classification",
  "zero-shot-classification",
  "zero-shot-image-classification",
  "zero-shot-object-detection",
]);

const ALIASES: Readonly<Record<string, string>> = { "sentence-similarity": "feature-extraction" };

export const transformersJs: LibraryPlugin = {
  name: "transformers-js",
  context(model) {
    const tag = model.pipeline_tag;
    const task = Object.hasOwn(ALIASES, tag) ? ALIASES[tag]! : TASKS.has(tag) ? tag : "";
    return { task, dtype: transformersJsDtype(model) };
  },
};
