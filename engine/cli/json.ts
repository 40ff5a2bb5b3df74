/** JSON parsing that reports where the text is broken, as `file:line:column`. */
import { formatProblem } from "../errors/atlas-error.js";
import { EXIT } from "./exit-codes.js";
import { CliError } from "./io.js";
import { tryParseJson, type JsonResult } from "../load/json-text.js";

export { tryParseJson };

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
