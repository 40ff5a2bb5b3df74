/**
 * The one place where text becomes a string literal, a data literal or comment text. Each
 * language module describes its quoting and its literal syntax as a dialect (or takes one of the
 * named wrappers below: the shell's single-quoted word, a JSON string); nothing else in the
 * engine escapes by hand.
 */
import { Expr, type KnownLiterals } from "../inference/contract/expr.js";

export interface StringDialect {
  quote: '"' | "'";
  /** Escape for a code point below 0x20 or DEL, given its code. */
  control(code: number): string;
  /** Escape for a lone UTF-16 surrogate, which no source file can hold as text. */
  loneSurrogate(code: number): string;
  /**
   * Characters with a fixed escape of their own beyond `\n`, `\r`, `\t`, `\\` and the quote
   * (`$` in PHP, `#` in Ruby, `\b` and `\f` in Java). Checked before every other rule.
   */
  escapes?: Readonly<Record<string, string>>;
  /**
   * Escape for a printable code point that must not appear as itself, or undefined to keep it.
   * By default U+2028 and U+2029 (line ends to some parsers) become `\u2028` and `\u2029`.
   */
  codePoint?(code: number): string | undefined;
  /**
   * What becomes of a well-formed surrogate pair: `"keep"` (the default) writes the character,
   * `"units"` writes each half with `loneSurrogate`, for languages whose escapes name UTF-16 units.
   */
  surrogatePairs?: "keep" | "units";
}

const SIMPLE: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\" };

const lineSeparators = (code: number) => (code === 0x2028 || code === 0x2029 ? `\\u${hex(code, 4)}` : undefined);

/**
 * A function that writes a double- or single-quoted literal with C-style backslash escapes in the
 * given dialect. Most texts are plain printable ASCII that needs no escape at all; the set of such
 * characters is worked out once per dialect, so those texts are quoted without a walk.
 */
/* @__NO_SIDE_EFFECTS__ */
export function backslashQuoter(dialect: StringDialect): (text: string) => string {
  const escapes = dialect.escapes ?? {};
  const codePoint = dialect.codePoint ?? lineSeparators;
  const keepPairs = (dialect.surrogatePairs ?? "keep") === "keep";
  const plain = plainPattern(dialect, escapes, codePoint);
  const { quote } = dialect;
  return (text) => {
    if (plain.test(text)) return quote + text + quote;
    let out = quote;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      const code = ch.charCodeAt(0);
      if (Object.hasOwn(escapes, ch)) out += escapes[ch];
      else if (SIMPLE[ch]) out += SIMPLE[ch];
      else if (ch === quote) out += `\\${ch}`;
      else if (code < 0x20 || code === 0x7f) out += dialect.control(code);
      else if (code >= 0xd800 && code <= 0xdbff) {
        const next = text.charCodeAt(i + 1);
        if (keepPairs && next >= 0xdc00 && next <= 0xdfff) {
          out += ch + text[i + 1];
          i++;
        } else out += dialect.loneSurrogate(code);
      } else if (code >= 0xdc00 && code <= 0xdfff) out += dialect.loneSurrogate(code);
      else out += codePoint(code) ?? ch;
    }
    return out + quote;
  };
}

/** The printable ASCII characters the dialect writes as themselves, as a whole-text pattern. */
function plainPattern(dialect: StringDialect, escapes: Readonly<Record<string, string>>, codePoint: (code: number) => string | undefined): RegExp {
  let set = "";
  for (let code = 0x20; code < 0x7f; code++) {
    const ch = String.fromCharCode(code);
    if (Object.hasOwn(escapes, ch) || SIMPLE[ch] || ch === dialect.quote || codePoint(code) !== undefined) continue;
    set += `\\x${hex(code, 2)}`;
  }
  return new RegExp(`^[${set}]*$`);
}

export const hex = (code: number, width: number) => code.toString(16).padStart(width, "0");

/** A POSIX shell word in single quotes, where nothing is special but the quote itself: it is closed, escaped and reopened (`'\\''`). */
export const singleQuotedWord = (text: string) => `'${String(text).replace(/'/g, `'\\''`)}'`;

/** A JSON string, with U+2028 and U+2029 escaped as well (JSON allows them raw; older JavaScript parsers do not). */
export const jsonString = (text: string) =>
  JSON.stringify(text)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** An opening and a closing bracket, such as `[` and `]` or `map[string]any{` and `}`. */
export interface Brackets {
  open: string;
  close: string;
}

export interface LiteralDialect {
  null: string;
  true: string;
  false: string;
  string(text: string): string;
  key(text: string): string;
  number(n: number): string;
  /** Text between a key and its value. */
  colon: string;
  /** Brackets of a list; `[` `]` by default. */
  array?: Brackets;
  /** Brackets of a map; `{` `}` by default. */
  map?: Brackets;
  /** Whether every line of a multi-line list or map ends with a comma, the last one included. */
  trailingComma?: boolean;
  /** Rewrites a finished map, given its keys (PHP writes `(object) […]` where `[…]` would be a list). */
  wrapMap?(literal: string, keys: string[]): string;
  /** How `null` is written when it is a list's only element (Java's varargs would read a bare one as the whole list). */
  soleNull?: string;
  /** The language's name, for the error about a value no literal can hold. */
  name?: string;
}

const INDENT = "    ";
const SQUARE: Brackets = { open: "[", close: "]" };
const CURLY: Brackets = { open: "{", close: "}" };

/** Lines of a multi-line list or map, each already indented, with the commas the dialect wants. */
function block(lines: string[], brackets: Brackets, dialect: LiteralDialect, end: string): string {
  let body = "";
  if (dialect.trailingComma) for (const line of lines) body += `${line},\n`;
  else body = `${lines.join(",\n")}\n`;
  return `${brackets.open}\n${body}${end}${brackets.close}`;
}

/** Whether a list prints on one line when it is short: scalars and code only. */
function flat(list: readonly unknown[]): boolean {
  for (const v of list) if (v !== null && typeof v === "object" && !(v instanceof Expr)) return false;
  return true;
}

/**
 * A data literal (objects, arrays, scalars) in a language's own syntax, laid out with
 * four-space indentation. `level` is the indentation of the line the literal starts on,
 * so nested lines line up with the surrounding code.
 */
export function printLiteral(value: unknown, dialect: LiteralDialect, level = 0, known?: KnownLiterals): string {
  if (value === null || value === undefined) return dialect.null;
  if (value === true) return dialect.true;
  if (value === false) return dialect.false;
  if (typeof value === "number") return dialect.number(value);
  if (typeof value === "string") return dialect.string(value);
  if (value instanceof Expr) return value.code;
  if (typeof value !== "object") throw new TypeError(`cannot write a ${typeof value} as a${dialect.name ? ` ${dialect.name}` : ""} literal`);
  if (known) {
    const text = known(value, level);
    if (text !== undefined) return text;
  }
  const pad = INDENT.repeat(level + 1);
  if (Array.isArray(value)) {
    const brackets = dialect.array ?? SQUARE;
    if (value.length === 0) return brackets.open + brackets.close;
    if (value.length === 1 && dialect.soleNull !== undefined && (value[0] === null || value[0] === undefined)) {
      return `${brackets.open}${dialect.soleNull}${brackets.close}`;
    }
    if (flat(value)) {
      let inline = brackets.open;
      for (let i = 0; i < value.length; i++) inline += (i ? ", " : "") + printLiteral(value[i], dialect, level);
      inline += brackets.close;
      if (inline.length <= 80) return inline;
    }
    const lines: string[] = [];
    for (const v of value) lines.push(pad + printLiteral(v, dialect, level + 1, known));
    return block(lines, brackets, dialect, INDENT.repeat(level));
  }
  const brackets = dialect.map ?? CURLY;
  const lines: string[] = [];
  const keys: string[] = [];
  const map = value as Record<string, unknown>;
  for (const k of Object.keys(map)) {
    const v = map[k];
    if (v === undefined) continue;
    keys.push(k);
    lines.push(`${pad}${dialect.key(k)}${dialect.colon}${printLiteral(v, dialect, level + 1, known)}`);
  }
  const text = lines.length === 0 ? brackets.open + brackets.close : block(lines, brackets, dialect, INDENT.repeat(level));
  return dialect.wrapMap ? dialect.wrapMap(text, keys) : text;
}

/** Folds a text to one line, for comments: a newline in a comment would end it. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029\u0085\v\f]+/g, " ");
}

/**
 * Comment text on one line in plain ASCII, for languages that read escapes even in comments
 * (javac turns `\uXXXX` into its character first): a backslash is doubled so it starts none,
 * control characters become spaces, and every other non-ASCII character is written by `escape`.
 */
export function asciiComment(text: string, escape: (code: number) => string): string {
  let out = "";
  for (const ch of oneLine(String(text)).split("")) {
    const code = ch.charCodeAt(0);
    if (ch === "\\") out += "\\\\";
    else if (code < 0x20 || code === 0x7f) out += " ";
    else if (code > 0x7e) out += escape(code);
    else out += ch;
  }
  return out;
}

/**
 * A name from any text, the one rule every language's `ident` follows: a character a name cannot
 * hold becomes `_`, a name that would start with a character a name cannot start with (a digit;
 * for Ruby also a capital, which makes a constant) gets `_` before it, and a reserved word gets `_`
 * after it. Each language gives only its reserved words and, where they differ, its characters.
 */
export function identifier(text: unknown, rules: { reserved?: ReadonlySet<string>; invalid?: RegExp; badStart?: RegExp } = {}): string {
  let id = String(text).replace(rules.invalid ?? /[^A-Za-z0-9_]/g, "_");
  if (!id || (rules.badStart ?? /^[0-9]/).test(id)) id = `_${id}`;
  return rules.reserved?.has(id) ? `${id}_` : id;
}
