/**
 * What a compiled template calls while it renders. The registry build turns every .hbs into a
 * plain function `(r, c, d) => string` (scripts/registry/compile-template.ts): `r` is the
 * runtime below, `c` the current context, `d` the current data frame (`@index`, `@first`, …).
 * The method names are one letter because every template calls them many times and they are
 * kept in the bundle as written; each is described where it is defined.
 *
 * The semantics are those of Handlebars with `noEscape` and `strict`, which the templates were
 * written for: a printed path must exist, a helper argument may be missing (the helper decides),
 * `if` treats 0 and an empty list as false, a standalone partial is indented line by line.
 */
import { AtlasError } from "../errors/atlas-error.js";

/** A compiled template bound to its runtime: context in, code out. */
export type RenderTemplate = (context: object) => string;
/** A compiled template or partial. */
export type TemplateFn = (r: Runtime, c: unknown, d: Data) => string;
/** A helper: the arguments, then an options object (always `{}` here) the variadic helpers drop. */
export type Helper = (...args: unknown[]) => unknown;
type Data = Record<string, unknown>;
type Block = (c: unknown, d: Data) => string;

export interface Runtime {
  /** Lookup: `path` ("a.b", "" for `this`) in `c`; `strict` also requires the last field. */
  l(c: unknown, path: string, strict: 0 | 1, at: string): unknown;
  /** Data lookup: `@name` in the frame `d`, which must define it. */
  a(d: Data, name: string, at: string): unknown;
  /** Output: a printed value, nothing for null or undefined. */
  o(value: unknown): string;
  /** Calls the helper `name` with `args`. */
  h(name: string, ...args: unknown[]): unknown;
  /** Block helper `kind` (if, unless, each, with) over `value`; `f` renders the block, `e` its {{else}}. */
  b(kind: string, value: unknown, c: unknown, d: Data, f?: Block, e?: Block): string;
  /** Partial `name` rendered with context `c`, every line prefixed with `indent`. */
  p(name: unknown, c: unknown, d: Data, indent: string, at: string): string;
  /** The same runtime with the template's inline partials added ({{#*inline "name"}}). */
  i(inline: Record<string, TemplateFn>): Runtime;
}

/** Where partials come from and which helpers the language has. */
export interface RuntimeSource {
  helpers: Record<string, Helper>;
  /** The partial `name` or undefined. */
  partial(name: string): TemplateFn | undefined;
}

const has = (obj: unknown, key: string) => obj !== null && obj !== undefined && Object.hasOwn(Object(obj), key);

/** Handlebars' emptiness, for `with`: false, null, undefined, "", NaN and [] are empty; 0 is not. */
const isEmpty = (value: unknown) => (!value && value !== 0) || (Array.isArray(value) && value.length === 0);
/** Handlebars' falsiness, for `if` and `unless`: every falsy value (0 too) and []. */
const isFalse = (value: unknown) => !value || isEmpty(value);

/** A line end with more text after it: where a partial's indent goes. */
const NEW_LINE_BEFORE_MORE = /\n(?!$)/g;

/** A lookup path's fields, split once per path (paths are the templates' own constants). */
const PATHS = new Map<string, string[]>();

function fields(path: string): string[] {
  let parts = PATHS.get(path);
  if (!parts) PATHS.set(path, (parts = path.split(".")));
  return parts;
}

/** A runtime for the template named `template` (used in error messages). */
export function createRuntime(source: RuntimeSource, template: string, inline: Record<string, TemplateFn> = {}): Runtime {
  const fail = (at: string, message: string): never => {
    // A lookup shipped without its position (see scripts/registry/compile-template-data.ts) names the template only.
    const [line, column] = at ? at.split(":").map(Number) : [];
    throw new AtlasError([{ code: "template", file: template, line, column, message }]);
  };
  // Each partial name resolved once: its function and the runtime it renders with (null: no
  // partial of that name); and the runtime of each inline-partial set.
  const partials = new Map<string, { fn: TemplateFn; runtime: Runtime } | null>();
  const withInline = new WeakMap<Record<string, TemplateFn>, Runtime>();
  const resolvePartial = (key: string): { fn: TemplateFn; runtime: Runtime } | null => {
    // An inline partial renders with this runtime; a file partial with its own, named for errors.
    if (Object.hasOwn(inline, key)) return { fn: inline[key]!, runtime };
    const fn = source.partial(key);
    return fn ? { fn, runtime: createRuntime(source, `${template} > ${key}`, inline) } : null;
  };
  const runtime: Runtime = {
    l(c, path, strict, at) {
      if (!path) return c;
      const parts = fields(path);
      let value = c;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i]!;
        if (value === null || value === undefined) {
          fail(at, `{{${path}}}: "${parts.slice(0, i).join(".") || "this"}" is ${value}, so it has no field "${part}"`);
        }
        if (i === parts.length - 1 && strict && !(typeof value === "object" || typeof value === "function" ? part in (value as object) : has(value, part))) {
          fail(at, `{{${path}}}: the context has no field "${parts.slice(0, i + 1).join(".")}"`);
        }
        // Own fields only, as Handlebars' default prototype access rules: `constructor` is not a field.
        value = has(value, part) ? (value as Record<string, unknown>)[part] : undefined;
      }
      return value;
    },
    a(d, name, at) {
      if (!has(d, name)) fail(at, `@${name} is defined only inside {{#each}}`);
      return d[name];
    },
    o: (value) => (value === null || value === undefined ? "" : String(value)),
    h(name, ...args) {
      return source.helpers[name]!(...args, {});
    },
    b(kind, value, c, d, f, e) {
      if (kind === "if") return isFalse(value) ? (e ? e(c, d) : "") : f ? f(c, d) : "";
      if (kind === "unless") return isFalse(value) ? (f ? f(c, d) : "") : e ? e(c, d) : "";
      if (kind === "with") return isEmpty(value) ? (e ? e(c, d) : "") : f ? f(value, d) : "";
      const yes = (context: unknown, data: Data) => (f ? f(context, data) : "");
      const no = () => (e ? e(c, d) : "");
      // each: arrays and other iterables by position, plain objects by own key.
      let out = "";
      let entries: [string | number, unknown][] = [];
      if (value && typeof value === "object") {
        if (Array.isArray(value)) entries = value.map((item, i) => [i, item]);
        else if (Symbol.iterator in value) entries = [...(value as Iterable<unknown>)].map((item, i) => [i, item]);
        else entries = Object.keys(value).map((key) => [key, (value as Record<string, unknown>)[key]]);
      }
      entries.forEach(([key, item], index) => {
        out += yes(item, { ...d, key, index, first: index === 0, last: index === entries.length - 1 });
      });
      return entries.length ? out : no();
    },
    p(name, c, d, indent, at) {
      const key = String(name);
      let partial = partials.get(key);
      if (partial === undefined) partials.set(key, (partial = resolvePartial(key)));
      if (!partial) return fail(at, `the partial "${key}" does not exist`);
      const text = partial.fn(partial.runtime, c, d);
      // Every line but a final empty one (the text's trailing newline) gets the indent.
      if (!indent || !text) return text;
      return indent + text.replace(NEW_LINE_BEFORE_MORE, `\n${indent}`);
    },
    i(more) {
      let own = withInline.get(more);
      if (!own) withInline.set(more, (own = createRuntime(source, template, { ...inline, ...more })));
      return own;
    },
  };
  return runtime;
}
