/**
 * PHP: double-quoted string literals with `$` escaped (so nothing interpolates), data as short
 * arrays (`["key" => value]`; an object that PHP would turn into a list — empty, or with integer
 * keys — becomes `(object) [...]`, so json_encode writes an object), and `getenv` for variables.
 */
import { hex, oneLine } from "./escape.js";
import { envName } from "./python.js";
import type { LanguageModule } from "./types.js";

const SIMPLE: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\", '"': '\\"', $: "\\$" };

/** A PHP string literal. PHP source holds no lone surrogate: one becomes U+FFFD. */
function str(text: string): string {
  let out = '"';
  for (const ch of String(text)) {
    const code = ch.codePointAt(0)!;
    if (SIMPLE[ch]) out += SIMPLE[ch];
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`;
    else if (code >= 0xd800 && code <= 0xdfff) out += "\\u{FFFD}";
    else if (code === 0x2028 || code === 0x2029 || code === 0xfeff) out += `\\u{${hex(code, 4)}}`;
    else out += ch;
  }
  return `${out}"`;
}

function num(n: number): string {
  if (Number.isNaN(n)) return "NAN";
  if (!Number.isFinite(n)) return n > 0 ? "INF" : "-INF";
  return String(n);
}

const INDENT = "    ";
/** Keys PHP stores as integers ("0", "12", "-3"). */
const INTEGER_KEY = /^(0|-?[1-9][0-9]*)$/;

function lit(value: unknown, level = 0): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") return num(value);
  if (typeof value === "string") return str(value);
  const pad = INDENT.repeat(level + 1);
  const end = INDENT.repeat(level);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every((v) => v === null || typeof v !== "object")) {
      const inline = `[${value.map((v) => lit(v, level)).join(", ")}]`;
      if (inline.length <= 80) return inline;
    }
    return `[\n${value.map((v) => `${pad}${lit(v, level + 1)},\n`).join("")}${end}]`;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "(object) []";
    const body = `[\n${entries.map(([k, v]) => `${pad}${str(k)} => ${lit(v, level + 1)},\n`).join("")}${end}]`;
    return entries.some(([k]) => INTEGER_KEY.test(k)) ? `(object) ${body}` : body;
  }
  throw new TypeError(`cannot write a ${typeof value} as a PHP literal`);
}

const PHP_RESERVED = new Set(["this", "GLOBALS"]);

export const php: LanguageModule = {
  id: "php",
  extension: "php",
  str,
  lit,
  /** A name for a variable (the template adds the `$`). */
  ident(text) {
    let id = String(text).replace(/[^A-Za-z0-9_]/g, "_");
    if (!id || /^[0-9]/.test(id)) id = `_${id}`;
    return PHP_RESERVED.has(id) ? `${id}_` : id;
  },
  comment: (text) => `// ${oneLine(String(text))}`,
  env: (name) => `getenv(${str(envName(name))})`,
  concat: " . ",
};
