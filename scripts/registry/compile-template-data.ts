/**
 * Compiles a Handlebars template to data: a JSON tree that engine/render/template-data.ts turns
 * into the same function ./compile-template.ts writes as code. A language's inference templates
 * ship as one string of this JSON, so importing the engine only scans a string literal; the
 * functions are built when the language first renders (no `eval`: the package runs under a
 * browser's content security policy).
 *
 * The tree (`Program`, `Expr` in engine/render/template-data.ts): a program is text or
 * `["+", part…]` (parts are text or statements); statements are `["o", expr]` (print),
 * `["b", kind, expr, program|0, program|0]` (block, else) and
 * `["p", nameExpr, contextExpr, [key, expr]…|0, indent, at]` (partial); expressions are
 * `["l", path, strict, at]` (`at` empty for a non-strict one-field path), `["a", name, at]`, `["h", helper, expr…]`, `["v", literal]`,
 * `["u"]` (undefined) and `["c"]` (the current context). A template with inline partials is
 * `["i", {name: program}, program]`.
 */
import Handlebars from "handlebars";
import { compileTemplate } from "./compile-template.js";

type Node = { type: string; loc?: { start: { line: number; column: number } } } & Record<string, any>;
type Data = unknown;

const where = (node: Node) => `${node.loc?.start.line ?? 0}:${(node.loc?.start.column ?? 0) + 1}`;

/** The data of `source`; throws TemplateCompileError (from ./compile-template.ts) on what cannot be compiled. */
export function compileTemplateData(source: string): Data {
  compileTemplate(source);
  const ast = Handlebars.parse(source) as unknown as Node;
  const inline: Record<string, Data> = {};
  const body = program(ast, (node) => {
    if (node.type !== "DecoratorBlock") return false;
    inline[node.params[0].value] = program(node.program);
    return true;
  });
  return Object.keys(inline).length ? ["i", inline, body] : body;
}

function program(node: Node | undefined, topLevel?: (node: Node) => boolean): Data {
  if (!node) return "";
  const parts: Data[] = [];
  for (const statement of node.body as Node[]) {
    if (topLevel?.(statement)) continue;
    const part = statementData(statement);
    if (part === undefined) continue;
    // Adjacent text is merged, as in the compiled code.
    if (typeof part === "string" && typeof parts[parts.length - 1] === "string") parts[parts.length - 1] += part;
    else parts.push(part);
  }
  if (!parts.length) return "";
  return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : ["+", ...parts];
}

function statementData(node: Node): Data | undefined {
  switch (node.type) {
    case "ContentStatement":
      return node.value ? node.value : undefined;
    case "CommentStatement":
      return undefined;
    case "MustacheStatement":
      return ["o", node.params.length || node.hash ? call(node) : value(node.path, true, node)];
    case "BlockStatement":
      return ["b", node.path.original, value(node.params[0], false), node.program ? program(node.program) : 0, node.inverse ? program(node.inverse) : 0];
    case "PartialStatement": {
      const name = node.name.type === "SubExpression" ? call(node.name) : ["v", node.name.original ?? node.name.value];
      const context = node.params.length ? value(node.params[0], false) : ["c"];
      const hash = node.hash ? (node.hash.pairs as Node[]).map((pair) => [pair.key, value(pair.value, false)]) : 0;
      return ["p", name, context, hash, node.indent ?? "", where(node)];
    }
    default:
      throw new Error(`compile-template-data: unexpected ${node.type}`);
  }
}

function call(node: Node): Data {
  return ["h", node.path.original, ...node.params.map((param: Node) => value(param, false))];
}

function value(node: Node, strict: boolean, tag: Node = node): Data {
  switch (node.type) {
    case "PathExpression": {
      const path = (node.parts as string[]).join(".");
      if (node.data) return ["a", path, where(tag)];
      // A non-strict one-field lookup fails only on a null context, where the error names the path
      // and the template: it ships without its position, which costs bytes in every bundle.
      return ["l", path, strict ? 1 : 0, strict || path.includes(".") ? where(tag) : ""];
    }
    case "SubExpression":
      return call(node);
    case "StringLiteral":
    case "NumberLiteral":
    case "BooleanLiteral":
      return ["v", node.value];
    case "NullLiteral":
      return ["v", null];
    case "UndefinedLiteral":
      return ["u"];
    default:
      throw new Error(`compile-template-data: unexpected ${node.type}`);
  }
}
