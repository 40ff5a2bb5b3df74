/**
 * How deep a JSON text nests, found in one pass over its characters (strings skipped) before
 * anything parses it: a body nested thousands deep is small, but every recursive walk over the
 * parsed value (checks, copies, serialisers) would overflow the stack on it.
 */

/** Where `text` first nests deeper than `limit` arrays and objects, as an offset; undefined when it does not. */
export function jsonDepthFault(text: string, limit: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return i;
    } else if (c === 93 || c === 125) depth--;
  }
  return undefined;
}

/**
 * Whether a parsed JSON value nests deeper than `limit` arrays and objects. A parsed value has
 * far fewer nodes than its text has characters, so a text that parses is checked this way, and
 * the text scanned (above) only to say where it is too deep. JSON.parse itself does not recurse.
 */
export function nestsDeeper(value: unknown, limit: number): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (limit === 0) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (typeof item === "object" && item !== null && nestsDeeper(item, limit - 1)) return true;
    return false;
  }
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === "object" && item !== null && nestsDeeper(item, limit - 1)) return true;
  }
  return false;
}
