/** JSON parsing that reports where the text is broken, as `file:line:column`. */
import { formatProblem } from "../errors.js";
import { EXIT } from "./exit-codes.js";
import { CliError } from "./io.js";
import { findJsonFault } from "./json-locate.js";

export interface JsonLocation {
  line: number;
  column: number;
}

export type JsonResult = { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };

/** Parses JSON; on failure gives the reason and the 1-based line and column of the fault. */
export function tryParseJson(input: string): JsonResult {
  // Editors on some systems start files with a byte-order mark; it is not part of the JSON.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const fault = findJsonFault(text);
    return { ok: false, message: fault.reason, ...lineAndColumn(text, fault.offset) };
  }
}

export function parseJsonOrThrow(text: string, source: string, lineOffset = 0): unknown {
  const result = tryParseJson(text);
  if (result.ok) return result.value;
  throw new CliError(EXIT.input, jsonErrorMessage(result, source, lineOffset));
}

export function jsonErrorMessage(result: Extract<JsonResult, { ok: false }>, source: string, lineOffset = 0): string {
  return formatProblem({
    code: "input",
    file: source,
    line: result.line + lineOffset,
    column: result.column,
    message: `invalid JSON: ${result.message}`,
  });
}

function lineAndColumn(text: string, offset: number): JsonLocation {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
