/**
 * The viewer's only door to the snippet generators. Every call is wrapped so that a throw
 * becomes a value the UI can show in place instead of a blank page, and the warnings the
 * snippets carry are gathered for the page to show beside them.
 */
import {
  askProvider,
  getInferenceSnippets,
  getLibrarySnippets,
  checkModelRecord,
  type ModelRecord,
  type ModelRecordInput,
  type Snippet,
  type SnippetRequest,
} from "../../../engine/index.js";
import { noCodeReason, noCodeSentence, planModel } from "../../../engine/plan/index.js";

export interface SnippetResult<T> {
  snippets: T[];
  /** The thrown error, if the generator failed. */
  error?: string;
  /** What the code does otherwise than asked (the snippets' `warnings`), each message once. */
  warnings: string[];
}

export interface ShownLibrarySnippet extends Snippet {
  name?: string;
  message?: string;
}

function message(error: unknown): string {
  // AtlasError's message already lists every problem with its place.
  return error instanceof Error ? error.message : String(error);
}

/** Runs `fn`, turning a throw into the result's error. */
function attempt<T extends { warnings?: { message: string }[] }>(fn: () => T[]): SnippetResult<T> {
  try {
    const snippets = fn();
    return { snippets, warnings: [...new Set(snippets.flatMap((s) => s.warnings ?? []).map((w) => w.message))] };
  } catch (error) {
    return { snippets: [], error: message(error), warnings: [] };
  }
}

/** Parses a record the way the generators expect it (the provider mapping as a list), with the engine's one record check. */
export function parseModel(input: unknown): { model?: ModelRecord; error?: string } {
  const check = checkModelRecord(input);
  if (check.ok) return { model: check.model };
  return { error: check.problems.map((p) => `${p.path || "(record)"}: ${p.message}${p.got === "missing" ? "" : `, got ${p.got}`}`).join("\n") };
}

export function inferenceSnippets(input: ModelRecordInput, request: SnippetRequest): SnippetResult<Snippet> {
  const { model, error } = parseModel(input);
  if (!model) return { snippets: [], warnings: [], error: `Invalid model record:\n${error}` };
  const result = attempt(() => getInferenceSnippets(model, request));
  const provider = request.provider ?? "auto";
  if (result.snippets.length || result.error || provider === "auto" || request.endpointUrl) return result;
  // A named provider that gave nothing: the plan says why (one it does not know, none for the task).
  return { ...result, error: emptyReason(model, provider) };
}

function emptyReason(model: ModelRecord, provider: string): string {
  const plan = planModel(model);
  const ask = askProvider(plan, provider, true, "");
  return ask.ok ? noCodeSentence(noCodeReason(plan, provider)) : ask.message;
}

export function librarySnippets(input: ModelRecordInput): SnippetResult<ShownLibrarySnippet> {
  return attempt(() => getLibrarySnippets(input));
}
