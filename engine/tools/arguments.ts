/**
 * A tool call's arguments parsed with the tool's input schema. Each problem becomes a
 * `ToolArgumentError` naming the field (a path such as `languages[1]`) and, where there is a list,
 * the valid values. Missing required fields are named before anything else (a typo of `model`
 * is first "model: required", then the did-you-mean for the stray key). The model itself is
 * checked by ./model.ts, field by field, so the schema's union adds nothing there: it is parsed
 * here as present or missing only (a hub record runs to tens of kilobytes, and the union copied
 * all of it to check what ./model.ts checks again).
 */
import * as z from "zod/mini";
import { didYouMeanClause } from "../load/suggest.js";
import { useEnglishMessages } from "../schema/zod.js";
import type { AnyTool } from "./define.js";
import { ToolArgumentError } from "./errors.js";
import { MODEL_REQUIRED } from "./contracts/model-arg.js";
import { plainArguments, plainFields, type PlainFields } from "./plain-arguments.js";

type Issue = z.core.$ZodIssue;

/** A value as an error names it: its type, and a string or number shown up to 80 characters. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  const shown = JSON.stringify(value) ?? String(value);
  return `${typeof value} ${shown.length > 80 ? `${shown.slice(0, 77)}…" (${String(value).length} characters)` : shown}`;
}

const fieldOf = (path: readonly PropertyKey[]) =>
  path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), "");

const valueAt = (raw: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined), raw);

/** The argument names a tool takes. */
export const argumentNames = (tool: AnyTool): string[] => Object.keys(tool.input.def.shape);

/** A tool's input schema with its `model` only required, not checked (see above); by tool. */
const parsers = new WeakMap<AnyTool, z.ZodMiniObject>();
const PRESENT = z.custom((value) => value !== undefined);

export function parserOf(tool: AnyTool): z.ZodMiniObject {
  const known = parsers.get(tool);
  if (known) return known;
  const input: z.ZodMiniObject = tool.input;
  const model = (input.def.shape as Record<string, z.ZodMiniType | undefined>).model;
  const parser = model ? z.extend(input, { model: model.def.type === "optional" ? z.optional(z.unknown()) : PRESENT }) : input;
  parsers.set(tool, parser);
  return parser;
}

/** Each tool's fields, for arguments plain enough to need no schema parse (./plain-arguments.ts). */
const plain = new WeakMap<AnyTool, PlainFields>();

/** `raw` checked against `tool`'s input schema; throws the first problem as a ToolArgumentError. */
export function parseArguments<T extends AnyTool>(tool: T, raw: unknown): z.output<T["input"]> {
  if (raw === undefined) raw = {};
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new ToolArgumentError("arguments", `expected an object, got ${describeValue(raw)}`);
  let fields = plain.get(tool);
  if (!fields) plain.set(tool, (fields = plainFields(tool.input)));
  const given = plainArguments(fields, raw as Record<string, unknown>);
  if (given) return given as z.output<T["input"]>;
  useEnglishMessages();
  const result = z.safeParse(parserOf(tool), raw);
  if (result.success) return result.data as z.output<T["input"]>;
  const issues = result.error.issues.filter((issue) => !(issue.path[0] === "model" && valueAt(raw, issue.path) !== undefined));
  if (!issues.length) return raw as z.output<T["input"]>;
  const missing = issues.find((issue) => issue.code !== "unrecognized_keys" && valueAt(raw, issue.path) === undefined);
  throw problemOf(missing ?? issues.find((issue) => issue.code !== "unrecognized_keys") ?? issues[0]!, raw, tool);
}

function problemOf(issue: Issue, raw: unknown, tool: AnyTool): ToolArgumentError {
  const field = fieldOf(issue.path);
  const value = valueAt(raw, issue.path);
  if (value === undefined && issue.code !== "unrecognized_keys")
    return new ToolArgumentError(field, field === "model" ? `required: ${MODEL_REQUIRED}` : "required");
  switch (issue.code) {
    case "unrecognized_keys": {
      const known = argumentNames(tool);
      const key = issue.keys[0]!;
      return new ToolArgumentError(
        fieldOf([...issue.path, key]),
        `not an argument of this tool${didYouMeanClause(key, known)} (arguments: ${known.join(", ") || "none"})`,
      );
    }
    case "invalid_value": {
      const valid = issue.values.map(String);
      const hint = typeof value === "string" ? didYouMeanClause(value, valid) : "";
      return new ToolArgumentError(field, `${describeValue(value)} is not valid${hint}; valid values: ${valid.join(", ")}`);
    }
    case "invalid_type":
      return new ToolArgumentError(field, `expected ${expected(issue.expected)}, got ${describeValue(value)}`);
    case "too_big":
      return new ToolArgumentError(field, `expected at most ${issue.maximum} characters, got ${describeValue(value)}`);
    case "too_small":
      return new ToolArgumentError(
        field,
        issue.origin === "string"
          ? `expected a non-empty string, got ${describeValue(value)}`
          : `expected a whole number from ${issue.minimum}, got ${describeValue(value)}`,
      );
    default:
      return new ToolArgumentError(field, `${issue.message}, got ${describeValue(value)}`);
  }
}

const expected = (type: string) => (type === "boolean" ? "true or false" : type === "int" ? "a whole number" : `a ${type}`);
