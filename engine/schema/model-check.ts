/**
 * The one check of a model record, for every caller: the generator, the plan, usage cards,
 * library snippets, export, the CLI and the MCP tools. Each surface only words the problems its
 * own way (an AtlasError, a CLI exit, a tool-argument error); what counts as a valid record and
 * where each problem is are decided here.
 *
 * A record this module has checked is remembered (a WeakSet of the checked outputs, which are
 * new objects, never the caller's), so a card that checks a record and then hands it to the
 * generator and the planner does not walk it again.
 */
import { AtlasError, showValue } from "../errors/atlas-error.js";
import { ModelRecordSchema, type ModelRecord } from "./model.js";

/** One thing wrong with a record: the field path (`""` for the record itself), what is wrong, and the value found there. */
export interface RecordProblem {
  readonly path: string;
  readonly message: string;
  /** The offending value as a person reads it (`missing` when the field is absent). */
  readonly got: string;
}

export type ModelCheck = { ok: true; model: ModelRecord } | { ok: false; problems: readonly RecordProblem[] };

const CHECKED = new WeakSet<object>();

export function checkModelRecord(value: unknown): ModelCheck {
  if (typeof value === "object" && value !== null && CHECKED.has(value)) return { ok: true, model: value as ModelRecord };
  const result = ModelRecordSchema.safeParse(value);
  if (result.success) {
    CHECKED.add(result.data);
    return { ok: true, model: result.data };
  }
  const problems = result.error.issues.map((issue) => {
    const keys = issue.path.filter((p) => typeof p !== "symbol");
    const bad = keys.reduce<unknown>((v, key) => (v !== null && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[key] : undefined), value);
    return { path: keys.map(String).join("."), message: issue.message, got: bad === undefined ? "missing" : showValue(bad) };
  });
  return { ok: false, problems };
}

/** How a library caller words the problems: `model record: <message>` at each field path. */
export function modelRecordError(problems: readonly RecordProblem[]): AtlasError {
  return new AtlasError(problems.map((p) => ({ code: "input" as const, path: p.path, message: `model record: ${p.message}` })));
}

/** The checked record, or the AtlasError of `modelRecordError`. */
export function validModelRecord(value: unknown): ModelRecord {
  const check = checkModelRecord(value);
  if (!check.ok) throw modelRecordError(check.problems);
  return check.model;
}

/** `<field path>: <what is wrong> (got <value>)`: how the command line lists a problem. */
export function problemLine(problem: RecordProblem): string {
  return `${problem.path || "(record)"}: ${problem.message} (got ${problem.got})`;
}
