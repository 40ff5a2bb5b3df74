/**
 * Compiles a Handlebars template to data: a JSON tree that engine/template-runtime/template-data.ts turns
 * into the same function ./compile-template.ts writes as code (both walk the template with
 * ./template-visitor.ts). A language's inference templates ship as one string of this JSON, so
 * importing the engine only scans a string literal; the functions are built when the language
 * first renders (no `eval`: the package runs under a browser's content security policy).
 *
 * The tree (`Program`, `Expr` in engine/template-runtime/template-data.ts): a program is text or
 * `["+", part…]` (parts are text or statements); statements are `["o", expr]` (print),
 * `["b", kind, expr, program|0, program|0]` (block, else) and
 * `["p", nameExpr, contextExpr, [key, expr]…|0, indent, at]` (partial); expressions are
 * `["l", path, strict, at]` (`at` empty for a non-strict one-field path), `["a", name, at]`, `["h", helper, expr…]`, `["v", literal]`,
 * `["u"]` (undefined) and `["c"]` (the current context). A template with inline partials is
 * `["i", {name: program}, program]`.
 */
import { rememberByText } from "./remember.js";
import { visitTemplate, type TemplateBuilder } from "./template-visitor.js";

type Data = unknown;

const DATA: TemplateBuilder<Data> = {
  program(parts) {
    if (!parts.length) return "";
    const only = parts[0]!;
    if (parts.length === 1 && "text" in only) return only.text;
    return ["+", ...parts.map((part) => ("text" in part ? part.text : part.statement))];
  },
  withInline: (inline, body) => ["i", Object.fromEntries(inline), body],
  print: (expr) => ["o", expr],
  block: (kind, expr, program, inverse) => ["b", kind, expr, program ?? 0, inverse ?? 0],
  partial: (name, context = ["c"], hash, indent, at) => ["p", name, context, hash ?? 0, indent, at],
  // A non-strict one-field lookup fails only on a null context, where the error names the path
  // and the template: it ships without its position, which costs bytes in every bundle.
  lookup: (path, strict, at) => ["l", path, strict ? 1 : 0, strict || path.includes(".") ? at : ""],
  data: (name, at) => ["a", name, at],
  helper: (name, args) => ["h", name, ...args],
  literal: (value) => ["v", value],
  undefined: () => ["u"],
};

/**
 * The data of `source`; throws TemplateCompileError (./template-visitor.ts) on what cannot be
 * compiled. Remembered per text (./remember.ts): the same object for the same text, never changed.
 */
export const compileTemplateData = rememberByText((source: string): Data => visitTemplate(source, DATA));
