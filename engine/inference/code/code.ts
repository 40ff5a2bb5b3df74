/**
 * Code fragments the engine builds for templates (`{{code.*}}`). Every value goes through
 * the language module (engine/languages); this file only joins what those helpers return.
 *
 * `Expr` is a piece of code (a variable, `os.environ["HF_TOKEN"]`, …) to put inside a data
 * literal (../contract/expr.ts).
 */
import { Expr, type KnownLiterals } from "../contract/expr.js";
import type { LanguageModule } from "../contract/language-module.js";

export { Expr };

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

/**
 * `value` as a data literal at indentation `level`, with each `Expr` written as its code and each
 * shared value (`shareValue`) inside it as its cached literal. A language whose `lit` quotes its
 * whole output as one string (`quotedLiteral`, the shell's JSON word) prints every part afresh.
 */
export function literalWith(lang: LanguageModule, value: unknown, level: number): string {
  if (lang.quotedLiteral) return lang.lit(value, level);
  const shared = value && typeof value === "object" ? sharedLiteral(lang, value, level) : undefined;
  return shared ?? lang.lit(value, level, knownIn(lang));
}

/** The shared values' cached literals in `lang`, for the printer. */
const KNOWN = new WeakMap<LanguageModule, KnownLiterals>();

function knownIn(lang: LanguageModule): KnownLiterals {
  let known = KNOWN.get(lang);
  if (!known) KNOWN.set(lang, (known = (value, level) => sharedLiteral(lang, value, level)));
  return known;
}

/** Python keyword arguments, one per line at `level`: `name=value,`. */
export function pythonKwargs(lang: LanguageModule, args: Record<string, unknown>, level: number): string {
  const pad = "    ".repeat(level);
  return Object.entries(args)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${pad}${lang.ident(k)}=${literalWith(lang, v, level)},\n`)
    .join("");
}
