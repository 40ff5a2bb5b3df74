/**
 * What `batch` does with one input line, as a pure function the worker threads run: parse the
 * JSON, validate the record, and build its output line with every snippet. A failure becomes a
 * message naming the line, never an exception, so one bad line cannot stop the run.
 */
import { getLibrarySnippets } from "../../library-snippets/index.js";
import type { ModelRecord } from "../../schema/model.js";
import { jsonErrorMessage, tryParseJson } from "../json.js";
import { checkModelRecord, problemLine } from "../../schema/model-check.js";
import { inferenceSnippetsFor, type BatchSnippetOptions } from "./inference.js";

export interface LineResult {
  /** The output line (without its newline), or undefined when the line failed or was blank. */
  output?: string;
  /** The model got no inference snippets (its line says why). */
  noInference?: boolean;
  /** The failure, already formatted as `<source>:<line>: …`. */
  error?: string;
}

export function processLine(text: string, lineNumber: number, source: string, options: BatchSnippetOptions): LineResult {
  if (text.trim() === "") return {};
  const parsed = tryParseJson(text);
  if (!parsed.ok) return { error: jsonErrorMessage(parsed, source, lineNumber - 1) };
  const check = checkModelRecord(parsed.value);
  if (!check.ok) return { error: `${source}:${lineNumber}: invalid model record: ${check.problems.map(problemLine).join("; ")}` };
  try {
    const output = modelOutput(check.model, options);
    return { output: JSON.stringify(output), ...(output.inference.length ? {} : { noInference: true }) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { error: `${source}:${lineNumber}: model ${check.model.id}: ${reason}` };
  }
}

export function modelOutput(model: ModelRecord, options: BatchSnippetOptions) {
  const inference = inferenceSnippetsFor(model, options);
  return {
    id: model.id,
    ...(model.pipeline_tag && { pipeline_tag: model.pipeline_tag }),
    ...(model.library_name && { library_name: model.library_name }),
    inference: inference.snippets,
    ...(inference.absent !== undefined && { inferenceAbsent: inference.absent }),
    ...(inference.noCode !== undefined && { noCode: inference.noCode }),
    ...(inference.guess !== undefined && { providerGuess: inference.guess }),
    library: getLibrarySnippets(model).map(({ language, client, content, name }) => ({ language, client, ...(name && { name }), content })),
  };
}
