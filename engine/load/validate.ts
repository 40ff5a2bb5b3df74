/**
 * Runs a zod schema over a YAML document and turns every issue into a Problem
 * that names the file, line, column, field path and bad value.
 */
import type { z } from "zod";
import type { Problem } from "../errors.js";
import { didYouMean } from "./suggest.js";
import { formatPath, getAt, type YamlSource } from "./yaml-document.js";

export function validateYaml<T>(source: YamlSource, schema: z.ZodType<T>): { value?: T; problems: Problem[] } {
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

/** Best effort: the keys an object schema allows at `path`, for "did you mean" hints. */
function knownKeys(schema: z.ZodType, path: ReadonlyArray<string | number>): string[] | undefined {
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
