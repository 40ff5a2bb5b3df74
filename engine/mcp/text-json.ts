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

const SAFE_ID = /^[A-Za-z0-9._/-]{4,200}$/;

/** A text cut at its ids: `parts[0] ids[slots[0]] parts[1] …`, each part also kept JSON-escaped. */
interface Shape {
  parts: string[];
  escaped: string[];
  slots: number[];
}

const SHAPES = new Map<string, Shape>();
const LIMIT = 256;

/** `JSON.stringify(text)`, from a kept shape when the text is that shape with `ids` in it. */
export function textJson(text: string, ids: readonly string[]): string {
  if (!ids.length || !ids.every((id) => SAFE_ID.test(id))) return JSON.stringify(text);
  const key = `${ids.map((id) => id.length).join(",")}|${text.length}`;
  const shape = SHAPES.get(key);
  if (shape && fits(shape, ids, text)) {
    let out = `"${shape.escaped[0]!}`;
    for (let i = 0; i < shape.slots.length; i++) out += ids[shape.slots[i]!]! + shape.escaped[i + 1]!;
    return `${out}"`;
  }
  const json = JSON.stringify(text);
  if (SHAPES.size >= LIMIT) SHAPES.clear();
  SHAPES.set(key, cutAt(text, ids));
  return json;
}

/** The text cut at each occurrence of an id (the earliest first; at one place, the longest id). */
function cutAt(text: string, ids: readonly string[]): Shape {
  const parts: string[] = [];
  const slots: number[] = [];
  let at = 0;
  for (;;) {
    let found = -1;
    let slot = -1;
    ids.forEach((id, i) => {
      const where = text.indexOf(id, at);
      if (where >= 0 && (found < 0 || where < found || (where === found && id.length > ids[slot]!.length))) (found = where), (slot = i);
    });
    if (slot < 0) break;
    parts.push(text.slice(at, found));
    slots.push(slot);
    at = found + ids[slot]!.length;
  }
  parts.push(text.slice(at));
  return { parts, slots, escaped: parts.map((part) => JSON.stringify(part).slice(1, -1)) };
}

/**
 * Whether `text` is the shape's parts around `ids`, compared slice by slice (`slice` and `===`:
 * on Node 20, `startsWith` with a position compares about 30 times slower).
 */
function fits(shape: Shape, ids: readonly string[], text: string): boolean {
  let at = 0;
  for (let i = 0; i < shape.slots.length; i++) {
    const part = shape.parts[i]!;
    const id = ids[shape.slots[i]!]!;
    if (text.slice(at, at + part.length) !== part) return false;
    at += part.length;
    if (text.slice(at, at + id.length) !== id) return false;
    at += id.length;
  }
  const last = shape.parts[shape.slots.length]!;
  return text.length === at + last.length && text.slice(at) === last;
}
