/**
 * Go: interpreted string literals ("…" with backslash escapes), data literals as
 * `map[string]any{…}` / `[]any{…}` with the trailing comma Go wants on every multi-line
 * element, and `os.Getenv` for variables. `goImports` writes the import block of a finished
 * program from the packages its code uses (Go refuses unused imports).
 */
import { hex, oneLine } from "./escape.js";
import { envName } from "./python.js";
import type { LanguageModule } from "./types.js";

const SIMPLE: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\", '"': '\\"' };

/** A Go string literal. Go source is UTF-8 and holds no lone surrogate: one becomes U+FFFD, as Go's own conversions do. */
function str(text: string): string {
  let out = '"';
  for (const ch of String(text)) {
    const code = ch.codePointAt(0)!;
    if (SIMPLE[ch]) out += SIMPLE[ch];
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`;
    else if (code >= 0xd800 && code <= 0xdfff) out += "\\ufffd";
    // The byte order mark is refused by the Go compiler anywhere but at the start of a file.
    else if (code === 0xfeff || code === 0x2028 || code === 0x2029) out += `\\u${hex(code, 4)}`;
    else out += ch;
  }
  return `${out}"`;
}

function num(n: number): string {
  if (Number.isNaN(n)) return "math.NaN()";
  if (!Number.isFinite(n)) return n > 0 ? "math.Inf(1)" : "math.Inf(-1)";
  return String(n);
}

const INDENT = "    ";

/** A JSON-like value as a Go expression of type `any`, laid out at `level`. */
function lit(value: unknown, level = 0): string {
  if (value === null || value === undefined) return "nil";
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") return num(value);
  if (typeof value === "string") return str(value);
  const pad = INDENT.repeat(level + 1);
  const end = INDENT.repeat(level);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]any{}";
    if (value.every((v) => v === null || typeof v !== "object")) {
      const inline = `[]any{${value.map((v) => lit(v, level)).join(", ")}}`;
      if (inline.length <= 80) return inline;
    }
    return `[]any{\n${value.map((v) => `${pad}${lit(v, level + 1)},\n`).join("")}${end}}`;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "map[string]any{}";
    return `map[string]any{\n${entries.map(([k, v]) => `${pad}${str(k)}: ${lit(v, level + 1)},\n`).join("")}${end}}`;
  }
  throw new TypeError(`cannot write a ${typeof value} as a Go literal`);
}

const GO_KEYWORDS = new Set(
  "break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var".split(" "),
);

export const go: LanguageModule = {
  id: "go",
  extension: "go",
  str,
  lit,
  ident(text) {
    let id = String(text).replace(/[^A-Za-z0-9_]/g, "_");
    if (!id || /^[0-9]/.test(id)) id = `_${id}`;
    return GO_KEYWORDS.has(id) ? `${id}_` : id;
  },
  comment: (text) => `// ${oneLine(String(text))}`,
  env: (name) => `os.Getenv(${str(envName(name))})`,
};

/** Package name in code → import path, for every package a generated program may use. */
const PACKAGES: Record<string, string> = {
  base64: "encoding/base64",
  bufio: "bufio",
  bytes: "bytes",
  fmt: "fmt",
  http: "net/http",
  io: "io",
  json: "encoding/json",
  math: "math",
  multipart: "mime/multipart",
  os: "os",
  strings: "strings",
  time: "time",
  url: "net/url",
};

/**
 * Puts the import block after `package main`, listing exactly the packages the code uses.
 * String literals and comments are blanked first, so a value such as "os.x" imports nothing.
 */
export function goImports(code: string): string {
  const bare = code.replace(/"(?:[^"\\\n]|\\.)*"|\/\/[^\n]*/g, '""');
  const used = Object.keys(PACKAGES).filter((name) => new RegExp(`(?<![\\w.])${name}\\.[A-Z]`).test(bare));
  const block = `import (\n${used.map((n) => PACKAGES[n]!).sort().map((p) => `${INDENT}"${p}"\n`).join("")})\n`;
  return code.replace(/^package main\n/m, (line) => `${line}\n${block}`);
}
