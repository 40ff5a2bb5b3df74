/**
 * What the command line's output should look like, as the plan fixes it, checked on
 * the text alone.
 *
 * `model-atlas plan <model>` prints on stdout exactly these lines, in this order, ids
 * comma-separated in plan order, "none" when a list is empty, and nothing on stderr, exit 0:
 *
 *     Task: <id> (<label>), from <pipeline_tag|inferenceProviderMapping>     or  Task: none
 *     Kind: chat | completion | task | none
 *     Callable providers: auto, together
 *     Mapping: given                                                          or  Mapping: not given (<how to get it>)
 *     Unknown providers: sambanova, nebius                                    (only when some)
 *     Providers without a call for this task: <id> (<task>), …                (only when some)
 *     Library: …
 *     Local apps: …
 *     Hosted call: none (<why>)                                               (only when none)
 *     Warnings: …                                                             (or one `Warning: …` or `Warning (<code>): …` line each;
 *                                                                               indented lines continue the one above)
 *
 * `model-atlas snippets <model> -l python -c huggingface_hub` asks for one snippet: stdout is
 * exactly its code (Python that parses), every note is a `note: …` or `warning: …` line on stderr.
 */
import type { Expected } from "./expect.js";
import type { Stated } from "./read-plan.js";

const PLAN_PREFIXES = [
  "Task:",
  "Kind:",
  "Callable providers:",
  "Mapping:",
  "Unknown providers:",
  "Providers without a call for this task:",
  "Library:",
  "Local apps:",
  "Hosted call:",
  "Warnings:",
  "Warning:",
  "Warning (",
];
/** The lines whose order the plan fixes. */
const ORDERED = ["Task:", "Callable providers:", "Mapping:", "Unknown providers:"];

/** "ok", or the first way the text form of `plan` departs from its spec. */
export function planTextFormat(run: { code: number; stdout: string; stderr: string }): string {
  if (run.code !== 0) return `exit ${run.code}: ${run.stderr.trim().split("\n")[0] ?? ""}`;
  if (run.stderr.trim()) return `stderr not empty: ${run.stderr.trim().split("\n")[0]}`;
  const lines = run.stdout.split("\n").filter((l) => l.trim());
  const odd = lines.find((l, i) => !PLAN_PREFIXES.some((p) => l === p || l.startsWith(p.endsWith("(") ? p : `${p} `)) && !(i > 0 && /^\s+\S/.test(l)));
  if (odd !== undefined) return `unexpected line "${odd}"`;
  const task = lines.find((l) => l.startsWith("Task:"));
  if (!task || !/^Task: (?:none|\S+ \(.+\), from (?:pipeline_tag|inferenceProviderMapping))$/.test(task)) return `bad Task line "${task ?? ""}"`;
  const mapping = lines.find((l) => l.startsWith("Mapping:"));
  if (!mapping || !/^Mapping: (?:given|not given \(.+\))$/.test(mapping)) return `bad Mapping line "${mapping ?? ""}"`;
  const positions = ORDERED.map((p) => lines.findIndex((l) => l.startsWith(p))).filter((i) => i >= 0);
  if (positions.some((p, i) => i > 0 && p < positions[i - 1]!)) return "Task, Callable providers, Mapping, Unknown providers out of order";
  for (const p of ORDERED) if (lines.filter((l) => l.startsWith(p)).length > 1) return `"${p}" twice`;
  return "ok";
}

/** Words a warning must carry to be the plan's warning of that code. */
export function warningsWanted(e: Expected): Stated {
  const want: Stated = {};
  if (e.warnings.mappingNotGiven) want["warning mapping-not-given"] = "stated";
  if (e.warnings.staging) want["warning staging"] = "stated";
  if (e.warnings.ggufNotServed) want["warning gguf-not-served"] = "stated";
  if (e.warnings.unknownProvider) want["warning unknown-provider"] = e.unknown.join(", ");
  return want;
}

/** The warnings a text states, read with the same words as warningsWanted. */
export function warningsStated(text: string, e: Expected): Stated {
  const got: Stated = {};
  if (e.warnings.mappingNotGiven) got["warning mapping-not-given"] = /mapping[^\n]*not given|not given[^\n]*mapping/i.test(text) ? "stated" : "not stated";
  if (e.warnings.staging) got["warning staging"] = /staging/i.test(text) ? "stated" : "not stated";
  if (e.warnings.ggufNotServed) got["warning gguf-not-served"] = /gguf/i.test(text) ? "stated" : "not stated";
  if (e.warnings.unknownProvider)
    got["warning unknown-provider"] = e.unknown.filter((id) => new RegExp(`\\b${id.replace(/[.-]/g, "\\$&")}\\b`).test(text)).join(", ") || "none named";
  return got;
}

/** What `snippets … -l python -c huggingface_hub` should show for the plan. */
export function snippetsWanted(e: Expected): Stated {
  return {
    exit: e.callable.length ? "0" : "non-zero",
    stdout: e.callable.length ? "python code only" : "empty",
    stderr: e.callable.length ? "note:/warning: lines only" : "says why",
    ...warningsWanted(e),
  };
}

/** The same fields read from a run; `parses` says whether stdout is Python that parses (checked in one python3 run). */
export function snippetsStated(run: { code: number; stdout: string; stderr: string }, e: Expected, parses: string): Stated {
  const lines = run.stdout.split("\n");
  const stray = lines.find((l) => /^(==>|note:|warning:|error:|Task\b|# Task)/.test(l));
  const errLines = run.stderr.split("\n").filter((l) => l.trim());
  const notNote = errLines.find((l) => !/^(note|warning): /.test(l));
  const notes = errLines.filter((l) => /^(note|warning): /.test(l)).join("\n");
  return {
    exit: run.code === 0 ? "0" : "non-zero",
    stdout: !run.stdout.trim() ? "empty" : stray !== undefined ? `not only code: "${stray}"` : parses === "ok" ? "python code only" : `not Python: ${parses}`,
    stderr: !e.callable.length
      ? errLines.length
        ? "says why"
        : "empty"
      : notNote === undefined
        ? "note:/warning: lines only"
        : `other line: "${notNote.slice(0, 100)}"`,
    ...warningsStated(notes, e),
  };
}
