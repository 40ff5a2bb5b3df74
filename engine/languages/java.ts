/**
 * Java: string literals written in plain ASCII (every other character as a `\uXXXX` escape,
 * lone surrogates included, which Java strings may hold), data literals as calls of the
 * snippet's own `object(…)` / `array(…)` helpers, and `System.getenv` for variables.
 *
 * javac turns `\uXXXX` into its character before it reads anything else, so `\u000a` or
 * `\u0022` would end a string or a comment: control characters are written as the escapes
 * `\n`, `\t`, … or in octal, and a backslash in a comment is doubled so it cannot start one.
 */
import { asciiComment, backslashQuoted, hex, printLiteral, type LiteralDialect } from "./escape.js";
import { envName } from "./python.js";
import type { LanguageModule } from "../inference/language-module.js";

const unicodeEscape = (code: number) => `\\u${hex(code, 4)}`;

/** A Java string literal holding `text` exactly, UTF-16 unit by unit. */
const str = (text: string) =>
  backslashQuoted(String(text), {
    quote: '"',
    escapes: { "\b": "\\b", "\f": "\\f" },
    // Octal, three digits: a unicode escape of a control character would be read as the character.
    control: (code) => `\\${code.toString(8).padStart(3, "0")}`,
    loneSurrogate: unicodeEscape,
    surrogatePairs: "units",
    codePoint: (code) => (code > 0x7e ? unicodeEscape(code) : undefined),
  });

const INT_MAX = 2 ** 31 - 1;

function num(n: number): string {
  if (Number.isNaN(n)) return "Double.NaN";
  if (!Number.isFinite(n)) return n > 0 ? "Double.POSITIVE_INFINITY" : "Double.NEGATIVE_INFINITY";
  if (Number.isInteger(n) && Math.abs(n) <= INT_MAX) return String(n);
  if (Number.isSafeInteger(n)) return `${n}L`;
  const text = String(n);
  return /[.e]/.test(text) ? text : `${text}.0`;
}

/** JSON-like values as Java expressions: the snippet's own helpers `object(…)` and `array(…)` build maps and lists. */
const dialect: LiteralDialect = {
  name: "Java",
  null: "null",
  true: "true",
  false: "false",
  string: str,
  key: str,
  colon: ", ",
  number: num,
  array: { open: "array(", close: ")" },
  map: { open: "object(", close: ")" },
  soleNull: "(Object) null",
};

const JAVA_KEYWORDS = new Set(
  (
    "abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally " +
    "float for goto if implements import instanceof int interface long native new package private protected public return short " +
    "static strictfp super switch synchronized this throw throws transient try void volatile while true false null var yield record _"
  ).split(" "),
);

export const java: LanguageModule = {
  id: "java",
  extension: "java",
  str,
  lit: (value, level = 0) => printLiteral(value, dialect, level),
  ident(text) {
    let id = String(text).replace(/[^A-Za-z0-9_]/g, "_");
    if (!id || /^[0-9]/.test(id)) id = `_${id}`;
    return JAVA_KEYWORDS.has(id) ? `${id}_` : id;
  },
  comment: (text) => `// ${asciiComment(text, unicodeEscape)}`,
  /** The program's `requireEnv` helper stops with a message naming an unset or empty variable. */
  env: (name) => `requireEnv(${str(envName(name))})`,
};

/** Simple class name → the class it imports, for every class a generated program may use. */
const CLASSES: Record<string, string> = {
  ArrayList: "java.util.ArrayList",
  Arrays: "java.util.Arrays",
  Base64: "java.util.Base64",
  BufferedReader: "java.io.BufferedReader",
  Consumer: "java.util.function.Consumer",
  ByteArrayOutputStream: "java.io.ByteArrayOutputStream",
  Files: "java.nio.file.Files",
  HttpClient: "java.net.http.HttpClient",
  HttpRequest: "java.net.http.HttpRequest",
  HttpResponse: "java.net.http.HttpResponse",
  IOException: "java.io.IOException",
  InputStream: "java.io.InputStream",
  InputStreamReader: "java.io.InputStreamReader",
  LinkedHashMap: "java.util.LinkedHashMap",
  List: "java.util.List",
  Map: "java.util.Map",
  Path: "java.nio.file.Path",
  StandardCharsets: "java.nio.charset.StandardCharsets",
  URI: "java.net.URI",
  URLEncoder: "java.net.URLEncoder",
  UUID: "java.util.UUID",
};

/**
 * Puts the import lines before `public class Main`, listing exactly the classes the code uses.
 * String and character literals and comments are blanked first, so a value such as "Map" imports nothing.
 */
export function javaImports(code: string): string {
  const bare = code.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '""');
  const used = Object.keys(CLASSES).filter((name) => new RegExp(`(?<![\\w.])${name}\\b`).test(bare));
  if (!used.length) return code;
  const block = used.map((n) => CLASSES[n]!).sort().map((c) => `import ${c};\n`).join("");
  return code.replace(/^public class Main \{$/m, (line) => `${block}\n${line}`);
}
