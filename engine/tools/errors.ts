/**
 * Checking a tool call's arguments: each problem is a `ToolArgumentError` naming the field and,
 * where there is a list, the valid values, which the server returns as the tool's error result
 * (the agent reads it and calls again). Nothing here throws anything else.
 */
import { closest } from "../../load/suggest.js";

export class ToolArgumentError extends Error {
  constructor(
    readonly field: string,
    message: string,
    /** The message already names the field (an engine error: `path: what is wrong`). */
    named = false,
  ) {
    super(named ? message : `${field}: ${message}`);
    this.name = "ToolArgumentError";
  }
}

export type Args = Record<string, unknown>;

const describe = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "an array" : typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`;

/** The arguments object, refusing keys the tool does not take (a typo would otherwise be ignored). */
export function argumentsOf(value: unknown, known: readonly string[]): Args {
  if (value === undefined) return {};
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new ToolArgumentError("arguments", `expected an object, got ${describe(value)}`);
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) {
      const guess = closest(key, [...known]);
      throw new ToolArgumentError(key, `not an argument of this tool${guess ? `; did you mean "${guess}"?` : ""} (arguments: ${known.join(", ") || "none"})`);
    }
  }
  return value as Args;
}

export function optionalString(args: Args, field: string): string | undefined {
  const value = args[field];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value === "") throw new ToolArgumentError(field, `expected a non-empty string, got ${describe(value)}`);
  return value;
}

export function requiredString(args: Args, field: string): string {
  const value = optionalString(args, field);
  if (value === undefined) throw new ToolArgumentError(field, "required");
  return value;
}

export function optionalPage(args: Args, field: string): number | undefined {
  const value = args[field];
  if (value === undefined) return undefined;
  if (typeof value === "number" && Number.isInteger(value) && value >= 1) return value;
  throw new ToolArgumentError(field, `expected a whole number from 1, got ${describe(value)}`);
}

export function optionalBoolean(args: Args, field: string): boolean | undefined {
  const value = args[field];
  if (value === undefined || typeof value === "boolean") return value;
  throw new ToolArgumentError(field, `expected true or false, got ${describe(value)}`);
}

export function oneOf<T extends string>(args: Args, field: string, valid: readonly T[]): T | undefined {
  const value = args[field];
  if (value === undefined) return undefined;
  if (typeof value === "string" && (valid as readonly string[]).includes(value)) return value as T;
  const guess = typeof value === "string" ? closest(value, [...valid]) : undefined;
  throw new ToolArgumentError(field, `${describe(value)} is not valid${guess ? `; did you mean "${guess}"?` : ""}; valid values: ${valid.join(", ")}`);
}

export function stringList<T extends string>(args: Args, field: string, valid: readonly T[]): T[] | undefined {
  const value = args[field];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new ToolArgumentError(field, `expected an array of strings (valid values: ${valid.join(", ")}), got ${describe(value)}`);
  return value.map((item, i) => {
    if (typeof item === "string" && (valid as readonly string[]).includes(item)) return item as T;
    throw new ToolArgumentError(`${field}[${i}]`, `${describe(item)} is not valid; valid values: ${valid.join(", ")}`);
  });
}

/**
 * A provider the model plan refuses (engine/plan/provider-ask.ts): not in the record's mapping,
 * mapped but unknown to this version, or without a call for the task. The HTTP service answers
 * it with 422 and the valid providers; MCP with the message, like any argument error.
 */
export class ProviderRefusedError extends ToolArgumentError {
  constructor(
    message: string,
    readonly refusal: string,
    readonly valid: readonly string[],
  ) {
    super("provider", message);
    this.name = "ProviderRefusedError";
  }
}
