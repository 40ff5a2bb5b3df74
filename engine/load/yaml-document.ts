/**
 * Reads a YAML file keeping its source map, so that any field path can be turned back
 * into a line and column for error messages.
 */
import { LineCounter, parseDocument, isNode, type Document } from "yaml";
import type { Problem } from "../errors/atlas-error.js";

export type FieldPath = ReadonlyArray<string | number>;

export interface YamlSource {
  file: string;
  /** The file's text, for checks that map a position inside a value back to the file. */
  text: string;
  data: unknown;
  /** Line and column (1-based) of the value at `path`, or of its nearest existing parent. */
  locate(path: FieldPath): { line: number; column: number };
  problems: Problem[];
}

export function readYaml(file: string, text: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problems: Problem[] = doc.errors.map((error) => {
    const pos = lineCounter.linePos(error.pos[0]);
    return {
      code: "yaml-syntax",
      file,
      line: pos.line,
      column: pos.col,
      message: error.message.split("\n")[0]!,
      hint: "fix the YAML syntax",
    };
  });

  const locate = (path: FieldPath) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true);
      if (isNode(node) && node.range) {
        const pos = lineCounter.linePos(node.range[0]);
        return { line: pos.line, column: pos.col };
      }
      // A key whose value is absent: point at the key itself.
      if (depth > 0 && depth === path.length) {
        const parent = doc.getIn(path.slice(0, depth - 1), true);
        const pair =
          isNode(parent) && "items" in parent
            ? (parent.items as Array<{ key?: unknown }>).find((item) => isNode(item?.key) && (item.key as { value?: unknown }).value === path[depth - 1])
            : undefined;
        const key = pair?.key;
        if (isNode(key) && key.range) {
          const pos = lineCounter.linePos(key.range[0]);
          return { line: pos.line, column: pos.col };
        }
      }
    }
    return { line: 1, column: 1 };
  };

  return { file, text, data: problems.length ? undefined : doc.toJS(), locate, problems };
}

/** `snippets[1].task` from ["snippets", 1, "task"]. */
export function formatPath(path: FieldPath): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${part}` : part;
  }
  return out;
}

export function getAt(data: unknown, path: FieldPath): unknown {
  let current: unknown = data;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}
