/**
 * The one place where text becomes a string literal. Each language module wraps these
 * with its own quoting rules; nothing else in the engine escapes by hand.
 */

export interface StringDialect {
  quote: '"' | "'";
  /** Escape for a code point below 0x20 or DEL, given its code. */
  control(code: number): string;
  /** Escape for a lone UTF-16 surrogate, which no source file can hold as text. */
  loneSurrogate(code: number): string;
}

const SIMPLE: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\" };

/** A double- or single-quoted literal with C-style backslash escapes (Python and JS share these). */
export function backslashQuoted(text: string, dialect: StringDialect): string {
  let out = dialect.quote;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const code = ch.charCodeAt(0);
    if (SIMPLE[ch]) out += SIMPLE[ch];
    else if (ch === dialect.quote) out += `\\${ch}`;
    else if (code < 0x20 || code === 0x7f) out += dialect.control(code);
    else if (code === 0x2028 || code === 0x2029) out += `\\u${code.toString(16)}`;
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += ch + text[i + 1];
        i++;
      } else out += dialect.loneSurrogate(code);
    } else if (code >= 0xdc00 && code <= 0xdfff) out += dialect.loneSurrogate(code);
    else out += ch;
  }
  return out + dialect.quote;
}

export const hex = (code: number, width: number) => code.toString(16).padStart(width, "0");

export interface LiteralDialect {
  null: string;
  true: string;
  false: string;
  string(text: string): string;
  key(text: string): string;
  number(n: number): string;
  /** Text between a key and its value. */
  colon: string;
}

const INDENT = "    ";

/**
 * A data literal (objects, arrays, scalars) in a language's own syntax, laid out with
 * four-space indentation. `level` is the indentation of the line the literal starts on,
 * so nested lines line up with the surrounding code.
 */
export function printLiteral(value: unknown, dialect: LiteralDialect, level = 0): string {
  if (value === null || value === undefined) return dialect.null;
  if (value === true) return dialect.true;
  if (value === false) return dialect.false;
  if (typeof value === "number") return dialect.number(value);
  if (typeof value === "string") return dialect.string(value);
  const pad = INDENT.repeat(level + 1);
  const end = INDENT.repeat(level);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every((v) => v === null || typeof v !== "object")) {
      const inline = `[${value.map((v) => printLiteral(v, dialect, level)).join(", ")}]`;
      if (inline.length <= 80) return inline;
    }
    return `[\n${value.map((v) => pad + printLiteral(v, dialect, level + 1)).join(",\n")}\n${end}]`;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "{}";
    const lines = entries.map(([k, v]) => `${pad}${dialect.key(k)}${dialect.colon}${printLiteral(v, dialect, level + 1)}`);
    return `{\n${lines.join(",\n")}\n${end}}`;
  }
  throw new TypeError(`cannot write a ${typeof value} as a literal`);
}

/** Folds a text to one line, for comments: a newline in a comment would end it. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029\u0085\v\f]+/g, " ");
}
