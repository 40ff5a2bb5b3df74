/**
 * Code fragments the engine builds for templates (`{{code.*}}`). Every value goes through
 * the language module (engine/languages); this file only joins what those helpers return.
 *
 * `Expr` is a piece of code (a variable, `os.environ["HF_TOKEN"]`, …) to put inside a data
 * literal: `literalWith` prints the literal with a unique marker string where each `Expr` goes,
 * then swaps each marker's quoted form (`str`, or `quotedLiteral.string` inside a quoted literal) for the code. Markers hold a NUL and a per-process nonce,
 * so no value can collide with one.
 */
import type { LanguageModule } from "./language-module.js";

export class Expr {
  constructor(readonly code: string) {}
}

const NONCE = nonce();

/* @__NO_SIDE_EFFECTS__ */
function nonce(): string {
  return `\u0000${Math.random().toString(36).slice(2)}:`;
}

/**
 * Values many snippets print unchanged (a task's sample input, chat messages): their literal
 * per language and indentation level is computed once. Only objects and arrays holding no
 * `Expr` may be registered, and they must never be mutated afterwards.
 */
const SHARED = new WeakMap<object, Map<string, string>>();

export function shareValue<T>(value: T): T {
  if (value && typeof value === "object" && !SHARED.has(value)) SHARED.set(value, new Map());
  return value;
}

export const isShared = (value: unknown): boolean => Boolean(value && typeof value === "object" && SHARED.has(value));

function sharedLiteral(lang: LanguageModule, value: object, level: number): string | undefined {
  const cache = SHARED.get(value);
  if (!cache) return undefined;
  const key = `${lang.id}:${level}`;
  let text = cache.get(key);
  if (text === undefined) {
    text = lang.lit(value, level);
    cache.set(key, text);
  }
  return text;
}

export function literalWith(lang: LanguageModule, value: unknown, level: number): string {
  const direct = value && typeof value === "object" && !lang.quotedLiteral ? sharedLiteral(lang, value, level) : undefined;
  if (direct !== undefined) return direct;
  const exprs: Expr[] = [];
  const mark = (v: unknown, depth: number, inArray = false): unknown => {
    if (v instanceof Expr) return `${NONCE}${exprs.push(v) - 1}\u0000`;
    if (!v || typeof v !== "object") return v;
    // A shared value that is an object member prints as its cached literal. (Inside an array
    // a marker string would change the array's inline layout, so array items are walked.)
    if (depth > 0 && !inArray && !lang.quotedLiteral && SHARED.has(v))
      return `${NONCE}${exprs.push(new Expr(sharedLiteral(lang, v, level + depth)!)) - 1}\u0000`;
    if (Array.isArray(v)) return v.map((x) => mark(x, depth + 1, true));
    const out: Record<string, unknown> = {};
    for (const k in v) {
      const x = (v as Record<string, unknown>)[k];
      if (x !== undefined) out[k] = mark(x, depth + 1);
    }
    return out;
  };
  let text = lang.lit(mark(value, 0), level);
  const quoted = lang.quotedLiteral ? lang.quotedLiteral.string : lang.str;
  for (let i = 0; i < exprs.length; i++) text = text.split(quoted(`${NONCE}${i}\u0000`)).join(exprs[i]!.code);
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
