/**
 * Transformers.js: `pipeline(task, id)` accepts only the tasks the library implements, so
 * a model whose hub task has no Transformers.js pipeline is loaded with `AutoModel`
 * instead, and sentence-similarity models (embedding models) use the feature-extraction
 * pipeline, which is how Transformers.js computes sentence embeddings.
 */
import type { LibraryPlugin } from "./types.js";

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
    return { task };
  },
};
