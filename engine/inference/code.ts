/**
 * Code fragments the engine builds for templates (`{{code.*}}`). Every value goes through
 * the language module (engine/languages); this file only joins what those helpers return.
 *
 * `Expr` is a piece of code (a variable, `os.environ["HF_TOKEN"]`, …) to put inside a data
 * literal: `literalWith` prints the literal with a unique marker string where each `Expr` goes,
 * then swaps each marker's quoted form for the code. Markers hold a NUL and a per-process nonce,
 * so no value can collide with one.
 */
import type { LanguageModule } from "../languages/types.js";

export class Expr {
  constructor(readonly code: string) {}
}

const NONCE = `\u0000${Math.random().toString(36).slice(2)}:`;

export function literalWith(lang: LanguageModule, value: unknown, level: number): string {
  const exprs: Expr[] = [];
  const mark = (v: unknown): unknown => {
    if (v instanceof Expr) return `${NONCE}${exprs.push(v) - 1}\u0000`;
    if (Array.isArray(v)) return v.map(mark);
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = mark(x);
      return out;
    }
    return v;
  };
  let text = lang.lit(mark(value), level);
  exprs.forEach((e, i) => {
    text = text.split(lang.str(`${NONCE}${i}\u0000`)).join(e.code);
  });
  return text;
}

/** Python keyword arguments, one per line at `level`: `name=value,`. */
export function pythonKwargs(lang: LanguageModule, args: Record<string, unknown>, level: number): string {
  const pad = "    ".repeat(level);
  return Object.entries(args)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${pad}${lang.ident(k)}=${v instanceof Expr ? v.code : literalWith(lang, v, level)},\n`)
    .join("");
}
