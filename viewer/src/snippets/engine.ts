/**
 * The viewer's only door to the snippet generators. Every call is wrapped so that a
 * throw or a logged error becomes a value the UI can show in place, instead of a blank
 * page or a message lost in the console.
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
  /** Errors the generator logged while still returning (e.g. no provider definition). */
  logged: string[];
}

export interface ShownLibrarySnippet extends Snippet {
  name?: string;
  message?: string;
}

function message(error: unknown): string {
  // AtlasError's message already lists every problem with its place.
  return error instanceof Error ? error.message : String(error);
}

/** Runs `fn` and collects what it logs through console.error / console.warn. */
function capture<T>(fn: () => T[]): SnippetResult<T> {
  const logged: string[] = [];
  const original = { error: console.error, warn: console.warn };
  const record = (...args: unknown[]) => logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(" "));
  console.error = record;
  console.warn = record;
  try {
    return { snippets: fn(), logged };
  } catch (error) {
    return { snippets: [], error: message(error), logged };
  } finally {
    console.error = original.error;
    console.warn = original.warn;
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
  if (!model) return { snippets: [], logged: [], error: `Invalid model record:\n${error}` };
  const result = capture(() => getInferenceSnippets(model, request));
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
  return capture(() => getLibrarySnippets(input));
}
