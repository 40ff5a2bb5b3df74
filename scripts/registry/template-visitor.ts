/**
 * The one walk over a parsed Handlebars template that both template compilers share: it checks
 * that every construct is one the engine's runtime covers (anything else is a build error naming
 * the construct and its line, rather than output that differs from what Handlebars would print)
 * and hands each construct to a builder, which writes it as code (./compile-template.ts) or as
 * data (./compile-template-data.ts). Build time only: the `handlebars` package parses the
 * template here (its parser also applies the standalone-line and `~` whitespace rules).
 *
 * Covered: text, `{{path}}`, `{{@data}}`, helper calls and sub-expressions, literals, the
 * blocks `if`, `unless`, `each` and `with` with `{{else}}` (and `{{else if}}` chains),
 * partials (static, dynamic `{{> (expr)}}`, with a context or hash arguments, indented when
 * standalone), top-level inline partials, comments.
 */
import Handlebars from "handlebars";
import { LOGIC_HELPERS, OUTPUT_HELPERS } from "../../engine/template-runtime/helper-names.js";

type Loc = { start: { line: number; column: number } };
type Node = { type: string; loc?: Loc } & Record<string, any>;

const HELPERS = new Set([...OUTPUT_HELPERS, ...LOGIC_HELPERS]);
const BLOCKS = new Set(["if", "unless", "each", "with"]);

export class TemplateCompileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/** A part of a program: text (adjacent text already joined) or a statement the builder wrote. */
export type Part<T> = { text: string } | { statement: T };

/** What a compiler writes for each construct; `at` is a position `line:column` for error messages. */
export interface TemplateBuilder<T> {
  /** A template or a block's body: its parts in order (none for an empty one). */
  program(parts: readonly Part<T>[]): T;
  /** A template with inline partials (`{{#*inline "name"}}`), each given as its program. */
  withInline(inline: readonly [name: string, program: T][], body: T): T;
  /** `{{expr}}`: prints the value. */
  print(expr: T): T;
  /** `{{#kind expr}}program{{else}}inverse{{/kind}}`. */
  block(kind: string, expr: T, program: T | undefined, inverse: T | undefined): T;
  /** `{{> name context key=value…}}`; `indent` is the whitespace before a standalone partial. */
  partial(name: T, context: T | undefined, hash: readonly [key: string, value: T][] | undefined, indent: string, at: string): T;
  /** A field of the context by its dotted path; `strict`: the last field must exist. */
  lookup(path: string, strict: boolean, at: string): T;
  /** A data variable (`@index`, `@key`, …). */
  data(name: string, at: string): T;
  helper(name: string, args: T[]): T;
  literal(value: string | number | boolean | null): T;
  undefined(): T;
}

const where = (node: Node) => `${node.loc?.start.line ?? 0}:${(node.loc?.start.column ?? 0) + 1}`;
const refuse = (node: Node, what: string): never => {
  throw new TemplateCompileError(`${what} is not supported by the template compiler (line ${node.loc?.start.line})`, node.loc?.start.line);
};

/** `source` written by `builder`. Throws TemplateCompileError on what the runtime does not cover. */
export function visitTemplate<T>(source: string, builder: TemplateBuilder<T>): T {
  const ast = Handlebars.parse(source) as unknown as Node;
  const inline: [string, T][] = [];
  const visit = new TemplateVisitor(builder);
  const body = visit.program(ast, (node) => {
    if (node.type !== "DecoratorBlock") return false;
    const name = node.params[0];
    if (node.path.original !== "inline" || node.params.length !== 1 || name.type !== "StringLiteral")
      refuse(node, 'a decorator other than {{#*inline "name"}}');
    inline.push([name.value, visit.program(node.program)]);
    return true;
  });
  return inline.length ? builder.withInline(inline, body) : body;
}

/** Hands each construct of a parsed template to `builder`, refusing what the runtime does not cover. */
class TemplateVisitor<T> {
  constructor(private readonly builder: TemplateBuilder<T>) {}

  /** A template or a block's body; `topLevel` takes the statements only a template's top level may hold. */
  program(node: Node | undefined, topLevel?: (node: Node) => boolean): T {
    const parts: Part<T>[] = [];
    for (const statement of (node?.body ?? []) as Node[]) {
      if (topLevel?.(statement)) continue;
      if (statement.type === "ContentStatement") {
        if (!statement.value) continue;
        // Adjacent text is joined, so a template is mostly long runs of text.
        const previous = parts[parts.length - 1];
        if (previous && "text" in previous) previous.text += statement.value;
        else parts.push({ text: statement.value });
        continue;
      }
      const part = this.statementOf(statement);
      if (part !== undefined) parts.push({ statement: part });
    }
    return this.builder.program(parts);
  }

  private statementOf(node: Node): T | undefined {
    switch (node.type) {
      case "CommentStatement":
        return undefined;
      case "MustacheStatement":
        if (!node.escaped) refuse(node, "a triple-stash {{{…}}}");
        return this.builder.print(node.params.length || node.hash ? this.call(node) : this.value(node.path, true, node));
      case "BlockStatement":
        return this.block(node);
      case "PartialStatement":
        return this.partial(node);
      case "DecoratorBlock":
        return refuse(node, "an inline partial inside a block");
      default:
        return refuse(node, `a ${node.type}`);
    }
  }

  /** A helper call: `{{name args}}` or `(name args)`. */
  private call(node: Node): T {
    const name = node.path.original as string;
    if (node.path.type !== "PathExpression" || !HELPERS.has(name)) refuse(node, `the helper "${name}"`);
    if (node.hash) refuse(node, `hash arguments to {{${name}}}`);
    return this.builder.helper(
      name,
      node.params.map((param: Node) => this.value(param, false)),
    );
  }

  /** A value: a path, a data variable, a literal or a sub-expression. `tag`: the node whose position an error reports. */
  private value(node: Node, strict: boolean, tag: Node = node): T {
    switch (node.type) {
      case "PathExpression":
        return this.path(node, strict, tag);
      case "SubExpression":
        return this.call(node);
      case "StringLiteral":
      case "NumberLiteral":
      case "BooleanLiteral":
        return this.builder.literal(node.value);
      case "UndefinedLiteral":
        return this.builder.undefined();
      case "NullLiteral":
        return this.builder.literal(null);
      default:
        return refuse(node, `a ${node.type} argument`);
    }
  }

  /** `path` or `@data`: neither a parent path (`../x`) nor a dotted segment. */
  private path(node: Node, strict: boolean, tag: Node): T {
    if (node.depth) refuse(node, `the parent path "${node.original}"`);
    if ((node.parts as string[]).some((part) => part.includes("."))) refuse(node, `the path "${node.original}"`);
    const path = (node.parts as string[]).join(".");
    if (node.data) {
      if (node.parts.length !== 1) refuse(node, `the data path "${node.original}"`);
      return this.builder.data(path, where(tag));
    }
    return this.builder.lookup(path, strict, where(tag));
  }

  private block(node: Node): T {
    const name = node.path.original as string;
    if (!BLOCKS.has(name)) refuse(node, `the block helper {{#${name}}}`);
    if (node.params.length !== 1) refuse(node, `{{#${name}}} with ${node.params.length} arguments`);
    if (node.hash || node.program?.blockParams) refuse(node, `{{#${name}}} with hash or block parameters`);
    const expr = this.value(node.params[0], false);
    return this.builder.block(name, expr, node.program && this.program(node.program), node.inverse && this.program(node.inverse));
  }

  private partial(node: Node): T {
    const name = node.name.type === "SubExpression" ? this.call(node.name) : this.builder.literal(node.name.original ?? node.name.value);
    if (node.params.length > 1) refuse(node, "a partial with more than one context argument");
    const context = node.params.length ? this.value(node.params[0], false) : undefined;
    const hash = node.hash ? (node.hash.pairs as Node[]).map((pair): [string, T] => [pair.key, this.value(pair.value, false)]) : undefined;
    return this.builder.partial(name, context, hash, node.indent ?? "", where(node));
  }
}
