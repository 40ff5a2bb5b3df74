/**
 * Handlebars helpers shared by every language. The per-language literal helpers
 * (`str`, `lit`, `ident`, `comment`, `env`) come from the language module, so a template
 * cannot put a value into code without one of them deciding how it is quoted.
 */
import type { HelperDelegate } from "handlebars";
import type { LanguageModule } from "../contract/language-module.js";

/** Handlebars passes an options object as the last argument; strip it. */
const args = (list: unknown[]) => list.slice(0, -1);

export function languageHelpers(lang: LanguageModule): Record<string, HelperDelegate> {
  return {
    str: (value: unknown) => lang.str(String(defined("str", value))),
    lit: (value: unknown, level?: unknown) => lang.lit(defined("lit", value), typeof level === "number" ? level : 0),
    ident: (value: unknown) => lang.ident(String(defined("ident", value))),
    comment: (value: unknown) => lang.comment(String(defined("comment", value))),
    env: (name: unknown) => lang.env(String(defined("env", name))),
  };
}

/**
 * Handlebars' strict mode does not check helper arguments, so an output helper given a
 * missing field would print "undefined" into the code. Refuse instead.
 */
function defined(helper: string, value: unknown): unknown {
  if (value === undefined) throw new Error(`{{${helper}}} was given a missing value`);
  return value;
}

/** Logic helpers: they compute values, they never produce code on their own. */
export const logicHelpers: Record<string, HelperDelegate> = {
  eq: (a: unknown, b: unknown) => a === b,
  ne: (a: unknown, b: unknown) => a !== b,
  and: (...list: unknown[]) => args(list).every(Boolean),
  or: (...list: unknown[]) => args(list).find(Boolean) ?? false,
  not: (a: unknown) => !a,
  includes: (list: unknown, item: unknown) => Array.isArray(list) && list.includes(item),
  concat: (...list: unknown[]) =>
    args(list)
      .map((v) => (v === undefined || v === null ? "" : String(v)))
      .join(""),
  join: (list: unknown, sep: unknown) => (Array.isArray(list) ? list.join(typeof sep === "string" ? sep : ", ") : ""),
  /** Looks a key up in an object, for maps passed in the context; own keys only, so a key such as "constructor" finds nothing. */
  get: (obj: unknown, key: unknown) =>
    obj && typeof obj === "object" && Object.hasOwn(obj, String(key)) ? (obj as Record<string, unknown>)[String(key)] : undefined,
};
