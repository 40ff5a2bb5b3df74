/**
 * Registry-build check of a countDownloads query: parse it, and on failure point at the
 * exact line and column in the YAML file, not just at the start of the field. The query's
 * offset is mapped back through the scalar's quoting (plain, single- or double-quoted on
 * one line, or a literal block); other forms fall back to the start of the value.
 */
import { LineCounter, isScalar, parseDocument, Scalar } from "yaml";
import type { Problem } from "../../errors/atlas-error.js";
import { parseQuery, QuerySyntaxError } from "./parse.js";

export function checkCountDownloads(file: string, text: string, query: string, fieldPath: ReadonlyArray<string | number> = ["countDownloads"]): Problem[] {
  try {
    parseQuery(query);
    return [];
  } catch (error) {
    if (!(error instanceof QuerySyntaxError)) throw error;
    return [
      {
        code: "query",
        file,
        ...locateInFile(text, fieldPath, error.offset),
        path: fieldPath.join("."),
        value: query,
        message: error.message,
        hint: error.hint,
      },
    ];
  }
}

/** 1-based line and column in `text` of character `offset` of the scalar at `fieldPath`. */
export function locateInFile(text: string, fieldPath: ReadonlyArray<string | number>, offset: number): { line: number; column: number } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const node = doc.getIn(fieldPath, true);
  if (!isScalar(node) || !node.range) return { line: 1, column: 1 };
  const start = node.range[0];
  const raw = text.slice(start, node.range[1]);
  const at = (rawOffset: number) => {
    const pos = lineCounter.linePos(start + rawOffset);
    return { line: pos.line, column: pos.col };
  };
  if (node.type === Scalar.BLOCK_LITERAL) {
    const lines = raw.split("\n").slice(1);
    const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
    const before = String(node.value).slice(0, offset).split("\n");
    const header = lineCounter.linePos(start).line;
    return { line: header + before.length, column: indent + before.at(-1)!.length + 1 };
  }
  if (raw.includes("\n")) return at(0);
  if (node.type === Scalar.PLAIN) return at(offset);
  if (node.type === Scalar.QUOTE_SINGLE) return at(walk(raw, offset, (j) => (raw[j] === "'" ? 2 : 1)));
  if (node.type === Scalar.QUOTE_DOUBLE) return at(walk(raw, offset, (j) => (raw[j] === "\\" ? escapeLength(raw[j + 1]) : 1)));
  return at(0);
}

/** Steps through a quoted scalar's source, one value character at a time. */
function walk(raw: string, offset: number, step: (j: number) => number): number {
  let j = 1;
  for (let v = 0; v < offset && j < raw.length - 1; v++) j += step(j);
  return j;
}

function escapeLength(next: string | undefined): number {
  return next === "x" ? 4 : next === "u" ? 6 : next === "U" ? 10 : 2;
}
