/**
 * Java: string literals written in plain ASCII (every other character as a `\uXXXX` escape,
 * lone surrogates included, which Java strings may hold), data literals as calls of the
 * snippet's own `object(…)` / `array(…)` helpers, and `System.getenv` for variables.
 *
 * javac turns `\uXXXX` into its character before it reads anything else, so `\u000a` or
 * `\u0022` would end a string or a comment: control characters are written as the escapes
 * `\n`, `\t`, … or in octal, and a backslash in a comment is doubled so it cannot start one.
 */
import { asciiComment, backslashQuoter, hex, identifier, type LiteralDialect, printLiteral } from "../escape.js";
import { envName } from "../python/literals.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";
import type { TemplateContext } from "../../inference/contract/template-context.js";

const unicodeEscape = (code: number) => `\\u${hex(code, 4)}`;

/** A Java string literal holding `text` exactly, UTF-16 unit by unit. */
const quote = backslashQuoter({
  quote: '"',
  escapes: { "\b": "\\b", "\f": "\\f" },
  // Octal, three digits: a unicode escape of a control character would be read as the character.
  control: (code) => `\\${code.toString(8).padStart(3, "0")}`,
  loneSurrogate: unicodeEscape,
  surrogatePairs: "units",
  codePoint: (code) => (code > 0x7e ? unicodeEscape(code) : undefined),
});
const str = (text: string) => quote(String(text));

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
  lit: (value, level = 0, known) => printLiteral(value, dialect, level, known),
  ident: (text) => identifier(text, { reserved: JAVA_KEYWORDS }),
  comment: (text) => `// ${asciiComment(text, unicodeEscape)}`,
  /** The program's `requireEnv` helper stops with a message naming an unset or empty variable. */
  env: (name) => `requireEnv(${str(envName(name))})`,
};

/**
 * The import lines of a program, from what the call needs: the classes every program uses (its
 * `send`, `headerMap` and `print` helpers), then those of files read or written, the JSON writer
 * (`object`, `array`, `json`) and reader (`parse`), streaming, a multipart form, a job flow and
 * the chat modes' helpers.
 */
export function javaImports(ctx: TemplateContext): string {
  const kind = ctx.response?.kind;
  const poll = ctx.poll;
  // A chat mode's own template (plain chat's is the conversational one): it writes and reads JSON.
  const mode = ctx.chat !== undefined && ctx.chat.mode !== "chat";
  const writes = mode || ctx.jsonBody || poll !== undefined;
  const reads = ctx.chat !== undefined || (kind !== "json" && kind !== "bytes");
  const writesFile = kind === "bytes" || kind === "base64" || kind === "url" || kind === "tracks" || (poll !== undefined && !poll.printsJson);
  const classes = [
    "java.io.IOException",
    "java.io.InputStream",
    "java.net.URI",
    "java.net.http.HttpClient",
    "java.net.http.HttpRequest",
    "java.net.http.HttpResponse",
    "java.nio.charset.StandardCharsets",
    "java.util.LinkedHashMap",
    "java.util.Map",
  ];
  if (ctx.readsFile || writesFile) classes.push("java.nio.file.Files", "java.nio.file.Path");
  if (ctx.needsBase64) classes.push("java.util.Base64");
  if (writes) classes.push("java.util.Arrays");
  if (writes || reads) classes.push("java.util.ArrayList", "java.util.List");
  if (ctx.streaming) classes.push("java.io.BufferedReader", "java.io.InputStreamReader");
  if (ctx.streaming && mode) classes.push("java.util.function.Consumer");
  if (ctx.multipart) classes.push("java.io.ByteArrayOutputStream", "java.util.UUID");
  if (poll?.encoded) classes.push("java.net.URLEncoder");
  return classes
    .sort()
    .map((c) => `import ${c};`)
    .join("\n");
}
