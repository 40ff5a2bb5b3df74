/**
 * Go: interpreted string literals ("…" with backslash escapes), data literals as
 * `map[string]any{…}` / `[]any{…}` with the trailing comma Go wants on every multi-line
 * element, and `os.Getenv` for variables. `goImports` writes the import block of a finished
 * program from the packages its code uses (Go refuses unused imports).
 */
import { backslashQuoted, hex, oneLine, printLiteral, type LiteralDialect } from "./escape.js";
import { envName } from "./python.js";
import type { LanguageModule } from "../inference/language-module.js";

/** A Go string literal. Go source is UTF-8 and holds no lone surrogate: one becomes U+FFFD, as Go's own conversions do. */
const str = (text: string) =>
  backslashQuoted(String(text), {
    quote: '"',
    control: (code) => `\\x${hex(code, 2)}`,
    loneSurrogate: () => "\\ufffd",
    // The byte order mark is refused by the Go compiler anywhere but at the start of a file.
    codePoint: (code) => (code === 0xfeff || code === 0x2028 || code === 0x2029 ? `\\u${hex(code, 4)}` : undefined),
  });

/** JSON-like values as Go expressions of type `any`, with the trailing comma Go wants on every multi-line element. */
const dialect: LiteralDialect = {
  name: "Go",
  null: "nil",
  true: "true",
  false: "false",
  string: str,
  key: str,
  colon: ": ",
  number: (n) => (Number.isFinite(n) ? String(n) : Number.isNaN(n) ? "math.NaN()" : n > 0 ? "math.Inf(1)" : "math.Inf(-1)"),
  array: { open: "[]any{", close: "}" },
  map: { open: "map[string]any{", close: "}" },
  trailingComma: true,
};

const INDENT = "    ";

const GO_KEYWORDS = new Set(
  "break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var".split(" "),
);

export const go: LanguageModule = {
  id: "go",
  extension: "go",
  str,
  lit: (value, level = 0) => printLiteral(value, dialect, level),
  ident(text) {
    let id = String(text).replace(/[^A-Za-z0-9_]/g, "_");
    if (!id || /^[0-9]/.test(id)) id = `_${id}`;
    return GO_KEYWORDS.has(id) ? `${id}_` : id;
  },
  comment: (text) => `// ${oneLine(String(text))}`,
  /** The program's `requireEnv` helper stops with a message naming an unset or empty variable. */
  env: (name) => `requireEnv(${str(envName(name))})`,
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
  textproto: "net/textproto",
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
