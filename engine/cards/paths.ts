/**
 * Where a model's card lives, in export's folder and the viewer's card links:
 * `models/<owner>/<name>`, each part of the id made a safe file name. Letters, digits, `.`, `_`
 * and `-` stay; any other character (a `/` beyond the first, `\`, a space, `~` itself) becomes
 * `~` and its UTF-8 bytes in hex, and so does a leading `.`, so no id can name `..`, a hidden
 * file or a path outside `models/`. Distinct ids get distinct paths (the mapping is injective);
 * an id without owner goes under `models/~/`.
 */
const SAFE = /[A-Za-z0-9_-]|\./;

export function fileSegment(text: string): string {
  let out = "";
  let first = true;
  for (const char of text) {
    out += SAFE.test(char) && !(first && char === ".") ? char : `~${[...new TextEncoder().encode(char)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
    first = false;
  }
  return out || "~";
}

/** The card's path without extension, relative to the export folder, always with `/`. */
export function cardPath(id: string): string {
  const slash = id.indexOf("/");
  const [owner, name] = slash < 0 ? ["", id] : [id.slice(0, slash), id.slice(slash + 1)];
  return `models/${owner ? fileSegment(owner) : "~"}/${fileSegment(name)}`;
}

/** A relative link to `path` (made of safe segments) from a page at `from`, both relative to the export folder. */
export function relativeLink(from: string, path: string): string {
  const depth = from.split("/").length - 1;
  return `${"../".repeat(depth)}${path}`;
}
