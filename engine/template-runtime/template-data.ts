/**
 * Templates shipped as data (scripts/registry/compile-template-data.ts) turned into the
 * functions the runtime (./runtime.ts) renders, the same ones the registry would otherwise
 * write as code. The generated module of a language holds its templates as one string in the
 * text form of ./template-text.ts: importing it costs a string literal, and the text is read and
 * the functions built when the language first renders. No `eval` or `new Function`: the tree is walked once into closures.
 */
import type { Runtime, TemplateFn } from "./runtime.js";
import { readTemplates } from "./template-text.js";

type Data = Record<string, unknown>;
type Fn = (r: Runtime, c: unknown, d: Data) => unknown;
/** Text, or `["+", part…]`. */
type Program = string | [string, ...unknown[]];
type Node = [string, ...unknown[]];

/**
 * Every template of a language's text form (./template-text.ts), each built into its function
 * when first read (a call renders a handful of a language's hundreds of templates). The keys are
 * own properties from the start, so `Object.hasOwn` answers without building anything; merge such
 * sets with `mergeTemplates`, which keeps them unbuilt.
 */
export function templatesFromData(text: string): Record<string, TemplateFn> {
  const trees = readTemplates(text);
  const out: Record<string, TemplateFn> = {};
  for (const key of Object.keys(trees)) {
    let built: TemplateFn | undefined;
    Object.defineProperty(out, key, { get: () => (built ??= template(trees[key] as Program | Node)), enumerable: true, configurable: true });
  }
  return out;
}

/** The templates of `sets` in one object, later sets winning, none built by the merge. */
export function mergeTemplates(...sets: Record<string, TemplateFn>[]): Record<string, TemplateFn> {
  return Object.defineProperties({}, Object.assign({}, ...sets.map((set) => Object.getOwnPropertyDescriptors(set)))) as Record<string, TemplateFn>;
}

/**
 * The templates of a text form, read and built the first time the returned function is called
 * and kept: what a plugin's `templates` getter returns. Making it reads nothing, so a bundle
 * that never uses the plugin drops it and its text.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyTemplates(text: string): () => Record<string, TemplateFn> {
  let built: Record<string, TemplateFn> | undefined;
  return () => (built ??= templatesFromData(text));
}

function template(tree: Program | Node): TemplateFn {
  if (Array.isArray(tree) && tree[0] === "i") {
    const inline = tree[1] as Record<string, Program>;
    const fns: Record<string, TemplateFn> = {};
    for (const name of Object.keys(inline)) fns[name] = program(inline[name]!);
    const body = program(tree[2] as Program);
    return (r, c, d) => body(r.i(fns), c, d);
  }
  return program(tree as Program);
}

function program(tree: Program): TemplateFn {
  if (typeof tree === "string") return () => tree;
  const parts = tree.slice(1).map((part) => (typeof part === "string" ? (): string => part : statement(part as Node)));
  return (r, c, d) => {
    let out = "";
    for (const part of parts) out += part(r, c, d) as string;
    return out;
  };
}

function statement(node: Node): Fn {
  switch (node[0]) {
    case "o": {
      const value = expr(node[1] as Node);
      return (r, c, d) => r.o(value(r, c, d));
    }
    case "b": {
      const [, kind, on, yes, no] = node as [string, string, Node, Program | 0, Program | 0];
      const value = expr(on);
      const f = yes === 0 ? undefined : program(yes);
      const e = no === 0 ? undefined : program(no);
      return (r, c, d) => r.b(kind, value(r, c, d), c, d, f && ((c2, d2) => f(r, c2, d2)), e && ((c2, d2) => e(r, c2, d2)));
    }
    case "p": {
      const [, nameNode, contextNode, hashNode, indent, at] = node as [string, Node, Node, [string, Node][] | 0, string, string];
      const name = expr(nameNode);
      const context = expr(contextNode);
      const hash = hashNode === 0 ? undefined : hashNode.map(([key, value]) => [key, expr(value)] as const);
      return (r, c, d) => {
        const n = name(r, c, d);
        let ctx = context(r, c, d);
        if (hash) {
          const extra: Data = {};
          for (const [key, value] of hash) extra[key] = value(r, c, d);
          ctx = Object.assign({}, ctx, extra);
        }
        return r.p(n, ctx, d, indent, at);
      };
    }
    default:
      throw new Error(`template data: unknown statement ${JSON.stringify(node[0])}`);
  }
}

function expr(node: Node): Fn {
  switch (node[0]) {
    case "l": {
      const [, path, strict, at] = node as [string, string, 0 | 1, string];
      return (r, c) => r.l(c, path, strict, at);
    }
    case "a": {
      const [, name, at] = node as [string, string, string];
      return (r, _c, d) => r.a(d, name, at);
    }
    case "h": {
      const name = node[1] as string;
      const args = (node.slice(2) as Node[]).map(expr);
      return (r, c, d) => r.h(name, ...args.map((arg) => arg(r, c, d)));
    }
    case "v": {
      const value = node[1];
      return () => value;
    }
    case "u":
      return () => undefined;
    case "c":
      return (_r, c) => c;
    default:
      throw new Error(`template data: unknown expression ${JSON.stringify(node[0])}`);
  }
}
