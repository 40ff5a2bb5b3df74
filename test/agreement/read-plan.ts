/**
 * Reading what a surface states about a model, with this test's own parsing: the plan's text
 * lines (`Task: …`, `Callable providers: …`, `Mapping: …`, `Unknown providers: …`, the same
 * prefixes on every text surface) and the plan's JSON shape. Both become the same flat
 * field -> value strings, so any two surfaces and the expectation compare as text.
 */
import { warningCodes, type Expected } from "./expect.js";

/** The fields every surface is compared on; a surface may state more (its notes) or fewer (text has no kind). */
const PLAN_FIELDS = ["task", "source", "kind", "mapping", "callable", "unknown", "warnings", "absent hosted"] as const;

export type Stated = Record<string, string>;

const list = (ids: readonly string[]) => (ids.length ? ids.join(", ") : "none");

/** The expectation in the form surfaces are read into. */
export function expectedValues(e: Expected): Stated {
  return {
    task: e.task?.id ?? "none",
    source: e.task?.source ?? "none",
    kind: e.kind,
    mapping: e.mapping,
    callable: list(e.callable.map((c) => c.id)),
    unknown: list(e.unknown),
    warnings: list(warningCodes(e.warnings)),
    "absent hosted": e.callable.length ? "no" : "yes",
  };
}

/** Fields only the plan's JSON carries. */
export const JSON_ONLY = ["kind", "warnings", "absent hosted"];

/** A line without list marker, emphasis or code spans: `- **Task:** \`x\`` reads as `Task: x`. */
export function plainLine(line: string): string {
  return line
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, "")
    .replace(/\*\*|__|`/g, "")
    .trim();
}

/** The leading id of each comma-separated item (`together (staging)` is `together`); `none` stays none. */
function ids(text: string): string {
  const items = text
    .split(",")
    .map((item) => /^[\w.@/-]+/.exec(item.trim())?.[0] ?? "")
    .filter(Boolean);
  return items.length === 1 && items[0]!.toLowerCase() === "none" ? "none" : list(items);
}

/** The plan stated by text lines, or undefined when the lines hold none of its prefixes. */
export function readPlanLines(text: string): Stated | undefined {
  const lines = text.split(/\r?\n/).map(plainLine);
  const after = (prefix: string) => {
    const line = lines.find((l) => l.startsWith(prefix));
    return line === undefined ? undefined : line.slice(prefix.length).trim();
  };
  const task = after("Task:");
  const callable = after("Callable providers:");
  const mapping = after("Mapping:");
  if (task === undefined && callable === undefined && mapping === undefined) return undefined;
  const out: Stated = {};
  if (task === undefined) out.task = out.source = "(no Task: line)";
  else if (/^none\b/i.test(task)) out.task = out.source = "none";
  else {
    out.task = /^\S+/.exec(task)?.[0] ?? task;
    out.source = /,\s*from\s+(\S+)/.exec(task)?.[1]?.replace(/[.,;]$/, "") ?? `(no source in "${task}")`;
  }
  out.mapping =
    mapping === undefined
      ? "(no Mapping: line)"
      : /^given\b/i.test(mapping)
        ? "given"
        : /^not given\b/i.test(mapping)
          ? "not-given"
          : `(unreadable "${mapping}")`;
  out.callable = callable === undefined ? "(no Callable providers: line)" : ids(callable);
  // Listed only when there are some.
  const unknown = after("Unknown providers:");
  out.unknown = unknown === undefined ? "none" : ids(unknown);
  return out;
}

interface PlanJson {
  task?: { id?: string; source?: string } | null;
  kind?: string;
  mapping?: string;
  providers?: { callable?: { id?: string }[]; unknown?: { id?: string }[] };
  warnings?: { code?: string }[];
  absent?: { what?: string }[];
}

/** The plan stated by a `ModelPlan` JSON object, or undefined when there is none. */
export function readPlanJson(value: unknown): Stated | undefined {
  if (!value || typeof value !== "object") return undefined;
  const plan = value as PlanJson;
  const idsOf = (entries: { id?: string }[] | undefined) => (Array.isArray(entries) ? list(entries.map((e) => String(e?.id))) : "(missing)");
  return {
    task: plan.task === null ? "none" : (plan.task?.id ?? "(missing)"),
    source: plan.task === null ? "none" : (plan.task?.source ?? "(missing)"),
    kind: plan.kind ?? "(missing)",
    mapping: plan.mapping ?? "(missing)",
    callable: idsOf(plan.providers?.callable),
    unknown: idsOf(plan.providers?.unknown),
    warnings: Array.isArray(plan.warnings) ? list(plan.warnings.map((w) => String(w?.code)).sort()) : "(missing)",
    "absent hosted": Array.isArray(plan.absent) ? (plan.absent.some((a) => a?.what === "hosted") ? "yes" : "no") : "(missing)",
  };
}

/** The part of a text from the line after `heading` to the next heading of any level. */
export function section(markdown: string, heading: RegExp): string | undefined {
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) => heading.test(l.trim()));
  if (start < 0) return undefined;
  const end = lines.findIndex((l, i) => i > start && /^#{1,6}\s/.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).join("\n");
}
