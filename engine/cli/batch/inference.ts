/** The inference snippets `batch` writes for one model: those of the chosen provider. */
import { getInferenceSnippets } from "../../index.js";
import type { ModelRecord } from "../../schema/model.js";
import type { Snippet, SnippetRequest } from "../../schema/snippet.js";

export interface BatchSnippetOptions {
  /** The provider to write snippets for (default `auto`: the router picks one). */
  provider?: string;
}

export function inferenceSnippetsFor(model: ModelRecord, options: BatchSnippetOptions): Snippet[] {
  const request: SnippetRequest = { provider: options.provider ?? "auto" };
  return getInferenceSnippets(model, request).map(({ language, client, content }) => ({ language, client, content }));
}
