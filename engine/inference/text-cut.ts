/**
 * A text cut at each occurrence of some ids, so that the same text with other ids in their place
 * is one join, and a text can be checked to be such a join without building it. The id cache
 * (./id-cache.ts) cuts snippets rendered for stand-in ids; an MCP answer (engine/mcp/text-json.ts)
 * cuts a tool's text at the model's ids.
 */

/** `parts[0] ids[slots[0]] parts[1] … ids[slots[n-1]] parts[n]`. */
export interface TextCut {
  parts: string[];
  slots: number[];
}

/** `text` cut at each occurrence of an id (the earliest first; at one place, the longest id; an absent id is skipped). */
export function cutAt(text: string, ids: readonly (string | undefined)[]): TextCut {
  const parts: string[] = [];
  const slots: number[] = [];
  let at = 0;
  for (;;) {
    let found = -1;
    let slot = -1;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      if (!id) continue;
      const where = text.indexOf(id, at);
      if (where >= 0 && (found < 0 || where < found || (where === found && id.length > ids[slot]!.length))) (found = where), (slot = i);
    }
    if (slot < 0) break;
    parts.push(text.slice(at, found));
    slots.push(slot);
    at = found + ids[slot]!.length;
  }
  parts.push(text.slice(at));
  return { parts, slots };
}

/** The cut text with `ids` in its places (each slot's id from `ids`, by position). */
export function joinCut(cut: TextCut, ids: readonly (string | undefined)[]): string {
  let out = cut.parts[0]!;
  for (let i = 0; i < cut.slots.length; i++) out += ids[cut.slots[i]!]! + cut.parts[i + 1]!;
  return out;
}

/**
 * Whether `text` is `joinCut(cut, ids)`, found without building it, slice by slice (`slice` and
 * `===`: on Node 20, `startsWith` with a position compares about 30 times slower).
 */
export function isCutOf(cut: TextCut, ids: readonly (string | undefined)[], text: string): boolean {
  let at = 0;
  for (let i = 0; i < cut.slots.length; i++) {
    const part = cut.parts[i]!;
    const id = ids[cut.slots[i]!]!;
    if (text.slice(at, at + part.length) !== part) return false;
    at += part.length;
    if (text.slice(at, at + id.length) !== id) return false;
    at += id.length;
  }
  const last = cut.parts[cut.slots.length]!;
  return text.length === at + last.length && text.slice(at) === last;
}
