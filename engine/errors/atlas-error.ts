/**
 * One error class for everything Model Atlas reports to a person: a list of problems,
 * each naming where it is (file, line, column, field path), what the bad value was,
 * and how to fix it. Loaders collect every problem first and throw once.
 */

export type ProblemCode =
  | "yaml-syntax" // the file is not valid YAML
  | "schema" // a field has the wrong type, is missing, or is unknown
  | "cross-file" // a reference to another file (task, library, template) does not resolve
  | "duplicate" // two files claim the same id or label
  | "file-name" // the file name does not match the id inside it
  | "template" // a Handlebars template does not compile or breaks the escaping rule
  | "query" // a countDownloads query does not parse
  | "input"; // a model record or snippet request handed to the API is invalid

export interface Problem {
  code: ProblemCode;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** Field path in the document, e.g. `snippets[1].task`. */
  path?: string;
  value?: unknown;
  hint?: string;
}

export class AtlasError extends Error {
  readonly problems: Problem[];
  readonly code: ProblemCode;

  constructor(problems: Problem[], summary?: string) {
    const list = problems.map(formatProblem).join("\n");
    super(summary ? `${summary}\n${list}` : list);
    this.name = "AtlasError";
    this.problems = problems;
    this.code = problems[0]?.code ?? "input";
  }
}

/** Renders a value the way a person reads it in an error message: strings quoted, long values cut. */
export function showValue(value: unknown): string {
  let text: string;
  if (value === undefined) text = "undefined";
  else if (typeof value === "string") text = JSON.stringify(value);
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** `libraries/foo.yaml:12:5 snippets[1].task: "text-2-image" is not a task; did you mean "text-to-image"?` */
export function formatProblem(p: Problem): string {
  let where = p.file ?? "";
  if (p.file && p.line !== undefined) where += `:${p.line}${p.column !== undefined ? `:${p.column}` : ""}`;
  const field = p.path ? `${where ? " " : ""}${p.path}` : "";
  const head = `${where}${field}`;
  const hint = p.hint ? `; ${p.hint}` : "";
  return `${head ? `${head}: ` : ""}${p.message}${hint}`;
}

/**
 * Compares names (ids, file paths) in one fixed collation. A bare `localeCompare` follows the
 * machine's locale: under Lithuanian rules "y" sorts before "j", so the generated registry
 * would change from machine to machine and the drift check would fail.
 */
export function compareNames(a: string, b: string): number {
  return a.localeCompare(b, "en");
}

/** Sorts problems by file, then line, then column, so reports are stable and easy to follow. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      compareNames(a.file ?? "", b.file ?? "") || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareNames(a.message, b.message),
  );
}
