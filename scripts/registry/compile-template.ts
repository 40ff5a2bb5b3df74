/**
 * Compiles a Handlebars template to the source of one plain JavaScript function
 * `(r, c, d) => string` that calls the small runtime in engine/render/runtime.ts, so the
 * engine renders templates without the Handlebars runtime. Build time only: the `handlebars`
 * package parses the template here (its parser also applies the standalone-line and `~`
 * whitespace rules), and nothing of it is needed afterwards.
 *
 * Covered: text, `{{path}}`, `{{@data}}`, helper calls and sub-expressions, literals, the
 * blocks `if`, `unless`, `each` and `with` with `{{else}}` (and `{{else if}}` chains),
 * partials (static, dynamic `{{> (expr)}}`, with a context or hash arguments, indented when
 * standalone), top-level inline partials, comments. Anything else is a build error naming the
 * construct and its line, rather than output that differs from what Handlebars would print.
 */
import Handlebars from "handlebars";
import { LOGIC_HELPERS, OUTPUT_HELPERS } from "../../engine/render/helper-names.js";

type Loc = { start: { line: number; column: number } };
type Node = { type: string; loc?: Loc } & Record<string, any>;

const HELPERS = new Set([...OUTPUT_HELPERS, ...LOGIC_HELPERS]);
const BLOCKS = new Set(["if", "unless", "each", "with"]);
const q = (text: string) => JSON.stringify(text);

export class TemplateCompileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

const where = (node: Node) => `${node.loc?.start.line ?? 0}:${(node.loc?.start.column ?? 0) + 1}`;
const refuse = (node: Node, what: string): never => {
  throw new TemplateCompileError(`${what} is not supported by the template compiler (line ${node.loc?.start.line})`, node.loc?.start.line);
};

/** The source of the function that renders `source`. Throws TemplateCompileError on what it cannot compile. */
export function compileTemplate(source: string): string {
  const ast = Handlebars.parse(source) as unknown as Node;
  const inline: string[] = [];
  const body = program(ast, (node) => {
    if (node.type !== "DecoratorBlock") return false;
    const name = node.params[0];
    if (node.path.original !== "inline" || node.params.length !== 1 || name.type !== "StringLiteral") refuse(node, "a decorator other than {{#*inline \"name\"}}");
    inline.push(`${q(name.value)}:(r,c,d)=>${program(node.program)}`);
    return true;
  });
  return inline.length ? `(r,c,d)=>(r=r.i({${inline.join(",")}}),${body})` : `(r,c,d)=>${body}`;
}

/** A program (a template or a block's body) as a string expression over `r`, `c`, `d`. */
function program(node: Node | undefined, topLevel?: (node: Node) => boolean): string {
  if (!node) return '""';
  const parts: string[] = [];
  for (const statement of node.body as Node[]) {
    if (topLevel?.(statement)) continue;
    const part = statementCode(statement);
    if (part === undefined) continue;
    // Adjacent text is merged so a template is mostly long string literals.
    const previous = parts[parts.length - 1];
    if (part.startsWith('"') && previous?.startsWith('"') && isLiteral(part) && isLiteral(previous)) {
      parts[parts.length - 1] = q(JSON.parse(previous) + JSON.parse(part));
    } else parts.push(part);
  }
  if (!parts.length) return '""';
  // A first part that is not a string literal could be a number or null; `""+` makes the sum a string.
  return parts.length === 1 && isLiteral(parts[0]!) ? parts[0]! : `(""+${parts.join("+")})`;
}

const isLiteral = (code: string) => {
  try {
    return typeof JSON.parse(code) === "string";
  } catch {
    return false;
  }
};

function statementCode(node: Node): string | undefined {
  switch (node.type) {
    case "ContentStatement":
      return node.value ? q(node.value) : undefined;
    case "CommentStatement":
      return undefined;
    case "MustacheStatement":
      if (!node.escaped) refuse(node, "a triple-stash {{{…}}}");
      if (node.params.length || node.hash) return `r.o(${call(node)})`;
      return `r.o(${value(node.path, true, node)})`;
    case "BlockStatement":
      return block(node);
    case "PartialStatement":
      return partial(node);
    case "DecoratorBlock":
      return refuse(node, "an inline partial inside a block");
    default:
      return refuse(node, `a ${node.type}`);
  }
}

/** A helper call: `{{name args}}` or `(name args)`. */
function call(node: Node): string {
  const name = node.path.original as string;
  if (node.path.type !== "PathExpression" || !HELPERS.has(name)) refuse(node, `the helper "${name}"`);
  if (node.hash) refuse(node, `hash arguments to {{${name}}}`);
  return `r.h(${[q(name), ...node.params.map((param: Node) => value(param, false))].join(",")})`;
}

/**
 * A value: a path, a data variable, a literal or a sub-expression. `strict`: the last field must
 * exist. `tag`: the node whose position an error reports.
 */
function value(node: Node, strict: boolean, tag: Node = node): string {
  switch (node.type) {
    case "PathExpression": {
      if (node.depth) refuse(node, `the parent path "${node.original}"`);
      if ((node.parts as string[]).some((part) => part.includes("."))) refuse(node, `the path "${node.original}"`);
      const path = (node.parts as string[]).join(".");
      if (node.data) {
        if (node.parts.length !== 1) refuse(node, `the data path "${node.original}"`);
        return `r.a(d,${q(path)},${q(where(tag))})`;
      }
      return `r.l(c,${q(path)},${strict ? 1 : 0},${q(where(tag))})`;
    }
    case "SubExpression":
      return call(node);
    case "StringLiteral":
      return q(node.value);
    case "NumberLiteral":
    case "BooleanLiteral":
      return String(node.value);
    case "UndefinedLiteral":
      return "void 0";
    case "NullLiteral":
      return "null";
    default:
      return refuse(node, `a ${node.type} argument`);
  }
}

function block(node: Node): string {
  const name = node.path.original as string;
  if (!BLOCKS.has(name)) refuse(node, `the block helper {{#${name}}}`);
  if (node.params.length !== 1) refuse(node, `{{#${name}}} with ${node.params.length} arguments`);
  if (node.hash || node.program?.blockParams) refuse(node, `{{#${name}}} with hash or block parameters`);
  const fn = (p: Node | undefined) => (p ? `(c,d)=>${program(p)}` : "void 0");
  return `r.b(${q(name)},${value(node.params[0], false)},c,d,${fn(node.program)},${fn(node.inverse)})`;
}

function partial(node: Node): string {
  const name = node.name.type === "SubExpression" ? call(node.name) : q(node.name.original ?? node.name.value);
  if (node.params.length > 1) refuse(node, "a partial with more than one context argument");
  let context = node.params.length ? value(node.params[0], false) : "c";
  if (node.hash) {
    const pairs = (node.hash.pairs as Node[]).map((pair) => `${q(pair.key)}:${value(pair.value, false)}`);
    context = `Object.assign({},${context},{${pairs.join(",")}})`;
  }
  return `r.p(${name},${context},d,${q(node.indent ?? "")},${q(where(node))})`;
}
