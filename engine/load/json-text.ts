/**
 * JSON parsing that says where the text is broken: the reason and the 1-based line and column
 * of the fault (./json-locate.ts finds it). The CLI words it as `file:line:column`, the HTTP
 * service as a problem with `line` and `column`.
 */
import { findJsonFault } from "./json-locate.js";

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

/** The 1-based line and column of `offset` in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
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
