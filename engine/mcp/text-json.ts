/**
 * A tool text as a JSON string, written from the last text of the same shape instead of escaped
 * again. An MCP answer holds its text as JSON, and `JSON.stringify` of a snippet's text (code:
 * quotes and line breaks throughout) costs about 2 µs a kilobyte; two requests for models of
 * the same kind give texts that differ only where the model's ids are. So each text is cut at
 * its ids and its pieces are kept escaped: a later text that is the same pieces around its own
 * ids (checked piece by piece, without building it) is written from them. The ids must need no
 * escape in JSON (letters, digits, `.`, `_`, `-`, `/`), so escaping the pieces is escaping the
 * text; a text that does not match is escaped whole and becomes the kept one.
 */

import { cutAt, isCutOf, joinCut, type TextCut } from "../inference/text-cut.js";

const SAFE_ID = /^[A-Za-z0-9._/-]{4,200}$/;

/** A text cut at its ids, each part also kept JSON-escaped. */
interface Shape {
  cut: TextCut;
  escaped: string[];
}

const SHAPES = new Map<string, Shape>();
const LIMIT = 256;

/** `JSON.stringify(text)`, from a kept shape when the text is that shape with `ids` in it. */
export function textJson(text: string, ids: readonly string[]): string {
  if (!ids.length || !ids.every((id) => SAFE_ID.test(id))) return JSON.stringify(text);
  const key = `${ids.map((id) => id.length).join(",")}|${text.length}`;
  const shape = SHAPES.get(key);
  if (shape && isCutOf(shape.cut, ids, text)) return `"${joinCut({ parts: shape.escaped, slots: shape.cut.slots }, ids)}"`;
  const json = JSON.stringify(text);
  if (SHAPES.size >= LIMIT) SHAPES.clear();
  const cut = cutAt(text, ids);
  SHAPES.set(key, { cut, escaped: cut.parts.map((part) => JSON.stringify(part).slice(1, -1)) });
  return json;
}
