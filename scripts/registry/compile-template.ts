/**
 * Compiles a Handlebars template to the source of one plain JavaScript function
 * `(r, c, d) => string` that calls the small runtime in engine/template-runtime/runtime.ts, so the
 * engine renders templates without the Handlebars runtime. The walk over the template and
 * what it covers are ./template-visitor.ts's; this module writes each construct as code.
 */
import { visitTemplate, type TemplateBuilder } from "./template-visitor.js";

export { TemplateCompileError } from "./template-visitor.js";

const q = (text: string) => JSON.stringify(text);

/** The code of a program (a template or a block's body) is a string expression over `r`, `c`, `d`. */
const CODE: TemplateBuilder<string> = {
  program(parts) {
    if (!parts.length) return '""';
    const only = parts[0]!;
    if (parts.length === 1 && "text" in only) return q(only.text);
    // A first part that is not a string literal could be a number or null; `""+` makes the sum a string.
    return `(""+${parts.map((part) => ("text" in part ? q(part.text) : part.statement)).join("+")})`;
  },
  withInline: (inline, body) => `(r=r.i({${inline.map(([name, program]) => `${q(name)}:(r,c,d)=>${program}`).join(",")}}),${body})`,
  print: (expr) => `r.o(${expr})`,
  block(kind, expr, program, inverse) {
    const fn = (p: string | undefined) => (p !== undefined ? `(c,d)=>${p}` : "void 0");
    return `r.b(${q(kind)},${expr},c,d,${fn(program)},${fn(inverse)})`;
  },
  partial(name, context = "c", hash, indent, at) {
    const withHash = hash ? `Object.assign({},${context},{${hash.map(([key, value]) => `${q(key)}:${value}`).join(",")}})` : context;
    return `r.p(${name},${withHash},d,${q(indent)},${q(at)})`;
  },
  lookup: (path, strict, at) => `r.l(c,${q(path)},${strict ? 1 : 0},${q(at)})`,
  data: (name, at) => `r.a(d,${q(name)},${q(at)})`,
  helper: (name, args) => `r.h(${[q(name), ...args].join(",")})`,
  literal: (value) => (typeof value === "string" ? q(value) : String(value)),
  undefined: () => "void 0",
};

/** The source of the function that renders `source`. Throws TemplateCompileError on what it cannot compile. */
export function compileTemplate(source: string): string {
  return `(r,c,d)=>${visitTemplate(source, CODE)}`;
}
