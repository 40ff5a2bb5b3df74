/**
 * The inference snippets `batch` writes for one model: those of the chosen provider, checked
 * against the model plan as `snippets` checks them. A model that gets none says why in its own
 * output line (`inferenceAbsent`), so an empty list is never left unexplained; when that is the
 * no-code answer, the line also carries it as get_snippets gives it (`noCode`).
 */
import { getInferenceSnippets } from "../../index.js";
import { askProvider, noCodeFor, noCodeSentence, planModel, type NoCode } from "../../plan/index.js";
import type { ModelRecord } from "../../schema/model.js";
import type { Snippet } from "../../schema/snippet.js";

export interface BatchSnippetOptions {
  /** The provider to write snippets for (default `auto`: the router picks one). */
  provider?: string;
  /** Write code for a provider the record's mapping leaves out (its model id is then a guess). */
  allowUnmappedProvider?: boolean;
}

export interface BatchInference {
  snippets: Snippet[];
  /** Why there are no snippets, when there are none: the provider's refusal, or the no-code sentence. */
  absent?: string;
  /** The no-code answer (engine/plan/no-code.ts), when the model has no code for the provider. */
  noCode?: NoCode;
  /** Set when the provider is not in the record's mapping (allowed by the option): its model id is a guess. */
  guess?: string;
}

export function inferenceSnippetsFor(model: ModelRecord, options: BatchSnippetOptions): BatchInference {
  const provider = options.provider ?? "auto";
  const plan = planModel(model);
  const ask = askProvider(plan, provider, options.allowUnmappedProvider === true, "--unmapped-provider");
  if (!ask.ok && ask.refusal !== "none-callable") return { snippets: [], absent: ask.message };
  // Provider auto with a mapping that leaves none callable has no code, as get_snippets answers it.
  if (ask.ok) {
    const snippets = getInferenceSnippets(model, { provider }).map(({ language, client, content }) => ({ language, client, content }));
    const guess = ask.warnings.find((w) => w.code === "provider-guess")?.message;
    if (snippets.length) return { snippets, ...(guess ? { guess } : {}) };
  }
  const noCode = noCodeFor(plan, provider, { offered: 0 })!;
  return { snippets: [], absent: noCodeSentence(noCode), noCode };
}
