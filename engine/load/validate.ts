/**
 * Runs a zod schema over a YAML document and turns every issue into a Problem
 * that names the file, line, column, field path and bad value.
 */
import type * as z from "zod/mini";
import type { Problem } from "../errors/atlas-error.js";
import { didYouMean } from "./suggest.js";
import { formatPath, getAt, type YamlSource } from "./yaml-document.js";

export function validateYaml<T>(source: YamlSource, schema: z.ZodMiniType<T>): { value?: T; problems: Problem[] } {
  if (source.problems.length) return { problems: source.problems };
  const result = schema.safeParse(source.data);
  if (result.success) return { value: result.data, problems: [] };
  const problems: Problem[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.filter((p): p is string | number => typeof p !== "symbol");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const full = [...path, key];
        const known = knownKeys(schema, path);
        problems.push({
          code: "schema",
          file: source.file,
          ...source.locate(full),
          path: formatPath(full),
          message: `unknown field ${JSON.stringify(key)}`,
          hint: (known && didYouMean(key, known)) || (known ? `allowed fields: ${known.join(", ")}` : "remove it"),
        });
      }
      continue;
    }
    const value = getAt(source.data, path);
    problems.push({
      code: "schema",
      file: source.file,
      ...source.locate(path),
      path: formatPath(path) || "(document)",
      value,
      message: describeIssue(issue, value),
      hint: hintFor(issue, value, path),
    });
  }
  return { problems };
}

function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  const shown = value === undefined ? "missing" : JSON.stringify(value);
  switch (issue.code) {
    case "invalid_type":
      return value === undefined ? `required field is missing (expected ${issue.expected})` : `expected ${issue.expected}, got ${shown}`;
    case "invalid_value":
      return `${shown} is not one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    default:
      return `${issue.message} (got ${shown})`;
  }
}

/** What to write instead, for the mistakes people make most in YAML by hand. */
function hintFor(issue: z.core.$ZodIssue, value: unknown, path: ReadonlyArray<string | number>): string | undefined {
  const field = String(path.at(-1) ?? "");
  if (path.length === 0 && (value === null || value === undefined)) return "the file is empty; fill in its fields (copy a neighbouring file to start)";
  if (issue.code === "invalid_type") {
    if (value === undefined) return typeof path.at(-1) === "string" ? `add a line "${field}: …"` : undefined;
    if (issue.expected === "boolean") return "write true or false, without quotes";
    if (issue.expected === "string" && (typeof value === "number" || typeof value === "boolean" || value === null)) {
      return `YAML read this as ${value === null ? "null" : `a ${typeof value}`}; put it in quotes to keep it text`;
    }
    if (issue.expected === "array") return `write a list: one "- item" per line under "${field}:", or [a, b]`;
    if (issue.expected === "number") return "write a number, without quotes";
  }
  if (value === "") return "remove the field or give it a value";
  // A discriminated union (a demo item's `type`) lists its options only in the message.
  if (issue.code === "invalid_union" && typeof value === "string") {
    return didYouMean(
      value,
      [...issue.message.matchAll(/'([^']+)'/g)].map((m) => m[1]!),
    );
  }
  if (issue.code === "invalid_format" && issue.format === "url") {
    return typeof value === "string" && value.startsWith("http://")
      ? `use https: ${JSON.stringify(`https://${value.slice(7)}`)}`
      : "write a full address, e.g. https://github.com/owner/repo";
  }
  return undefined;
}

/** Best effort: the keys an object schema allows at `path`, for "did you mean" hints. */
function knownKeys(schema: z.ZodMiniType, path: ReadonlyArray<string | number>): string[] | undefined {
  let current: unknown = schema;
  for (const part of path) {
    current = unwrap(current);
    const def = (current as { def?: { type?: string; shape?: Record<string, unknown>; element?: unknown } }).def;
    if (!def) return undefined;
    if (typeof part === "number" && def.type === "array") current = def.element;
    else if (typeof part === "string" && def.shape) current = def.shape[part];
    else return undefined;
  }
  const shape = (unwrap(current) as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? Object.keys(shape) : undefined;
}

function unwrap(schema: unknown): unknown {
  let current = schema as { def?: { type?: string; innerType?: unknown } };
  while (current?.def && ["optional", "default", "nullable", "prefault"].includes(current.def.type ?? "")) {
    current = current.def.innerType as typeof current;
  }
  return current;
}
