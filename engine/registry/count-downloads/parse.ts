/**
 * The download-counting query language of `countDownloads`: a small subset of the
 * hub's search syntax.
 *
 *   query   := or
 *   or      := and ("OR" and)*          AND binds tighter than OR
 *   and     := primary ("AND" primary)*
 *   primary := term | "(" or ")"
 *   term    := field ":" string
 *   field   := path | path_prefix | path_filename | path_extension | _exists_
 *   string  := '"' characters '"'       \" and \\ are the only escapes
 *
 * Operators are upper case (as in the hub's search syntax); whitespace, including line
 * breaks and tabs, separates tokens. Errors carry the 0-based offset of the bad token, so
 * callers can point at the column in the query or in the file that holds it.
 */
import { didYouMean } from "../../load/suggest.js";

export const QUERY_FIELDS = ["path", "path_prefix", "path_filename", "path_extension"] as const;
export type QueryField = (typeof QUERY_FIELDS)[number];

export type QueryNode =
  | { kind: "term"; field: QueryField; value: string }
  | { kind: "exists"; field: QueryField }
  | { kind: "and"; operands: QueryNode[] }
  | { kind: "or"; operands: QueryNode[] };

export class QuerySyntaxError extends Error {
  /** 0-based offset in the query text. */
  readonly offset: number;
  /** 1-based line and column in the query text. */
  readonly line: number;
  readonly column: number;
  readonly hint?: string;
  /** The message without the position, for reports that give the position themselves. */
  readonly reason: string;

  constructor(query: string, offset: number, reason: string, hint?: string) {
    const { line, column } = positionIn(query, offset);
    super(`${reason} (query ${describePosition(query, offset)})`);
    this.name = "QuerySyntaxError";
    this.offset = offset;
    this.line = line;
    this.column = column;
    this.hint = hint;
    this.reason = reason;
  }
}

/** "column 7", or "line 2, column 7" when the query spans several lines. */
function describePosition(query: string, offset: number): string {
  const { line, column } = positionIn(query, offset);
  return query.includes("\n") ? `line ${line}, column ${column}` : `column ${column}`;
}

function positionIn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lastBreak = before.lastIndexOf("\n");
  return { line: before.split("\n").length, column: offset - lastBreak };
}

type Token =
  | { type: "word"; text: string; offset: number }
  | { type: "string"; text: string; offset: number }
  | { type: "(" | ")" | ":"; offset: number }
  | { type: "end"; offset: number };

const WORD = /[A-Za-z0-9_.\-*]/;

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const ch = query[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === "(" || ch === ")" || ch === ":") {
      tokens.push({ type: ch, offset: i });
      i++;
    } else if (ch === '"') {
      const start = i;
      let text = "";
      i++;
      for (;;) {
        if (i >= query.length) {
          throw new QuerySyntaxError(query, start, "unterminated string", 'close it with a double quote (")');
        }
        const c = query[i]!;
        if (c === '"') break;
        if (c === "\\") {
          const next = query[i + 1];
          if (next !== '"' && next !== "\\") {
            throw new QuerySyntaxError(query, i, `unknown escape \\${next ?? ""}`, 'only \\" and \\\\ are escapes');
          }
          text += next;
          i += 2;
        } else {
          text += c;
          i++;
        }
      }
      i++;
      tokens.push({ type: "string", text, offset: start });
    } else if (WORD.test(ch)) {
      const start = i;
      while (i < query.length && WORD.test(query[i]!)) i++;
      tokens.push({ type: "word", text: query.slice(start, i), offset: start });
    } else {
      const hint = ch === "=" ? 'a field and its value are joined by ":", e.g. path:"config.json"' : 'values go in double quotes, e.g. path:"config.json"';
      throw new QuerySyntaxError(query, i, `unexpected character ${JSON.stringify(ch)}`, hint);
    }
  }
  tokens.push({ type: "end", offset: query.length });
  return tokens;
}

const EXAMPLE = 'a term looks like path:"config.json" or path_extension:"gguf"';

/** Parses a query; throws QuerySyntaxError pointing at the first problem. */
export function parseQuery(query: string): QueryNode {
  return new QueryParser(query).parse();
}

type WordToken = Extract<Token, { type: "word" }>;

const isOperator = (t: Token, op: "AND" | "OR") => t.type === "word" && t.text === op;

const isQueryField = (text: string): text is QueryField => (QUERY_FIELDS as readonly string[]).includes(text);

/** An operator written in lower case ("and", "or") gets its upper-case form as the hint. */
const upperCaseHint = (text: string): string | undefined =>
  text.toLowerCase() === "and" || text.toLowerCase() === "or" ? `operators are upper case: ${text.toUpperCase()}` : undefined;

const describeToken = (t: Token) =>
  t.type === "end" ? "the end of the query" : t.type === "word" || t.type === "string" ? JSON.stringify(t.text) : `"${t.type}"`;

/** Recursive descent over the tokens: OR of ANDs of terms and parenthesised groups. */
class QueryParser {
  private readonly tokens: Token[];
  private pos = 0;

  constructor(private readonly query: string) {
    this.tokens = tokenize(query);
  }

  parse(): QueryNode {
    const tree = this.parseOr();
    const rest = this.peek();
    if (rest.type === "end") return tree;
    if (rest.type === ")") this.fail(rest, 'unmatched ")"');
    const hint = (rest.type === "word" && upperCaseHint(rest.text)) || "terms are joined by AND or OR";
    return this.fail(rest, `expected AND or OR before ${describeToken(rest)}`, hint);
  }

  private peek(): Token {
    return this.tokens[this.pos]!;
  }

  private fail(t: Token, reason: string, hint?: string): never {
    throw new QuerySyntaxError(this.query, t.offset, reason, hint);
  }

  private parseOr(): QueryNode {
    const operands = [this.parseAnd()];
    while (isOperator(this.peek(), "OR")) {
      this.pos++;
      operands.push(this.parseAnd());
    }
    return operands.length === 1 ? operands[0]! : { kind: "or", operands };
  }

  private parseAnd(): QueryNode {
    const operands = [this.parsePrimary()];
    while (isOperator(this.peek(), "AND")) {
      this.pos++;
      operands.push(this.parsePrimary());
    }
    return operands.length === 1 ? operands[0]! : { kind: "and", operands };
  }

  private parsePrimary(): QueryNode {
    const t = this.peek();
    if (t.type === "(") {
      this.pos++;
      const inner = this.parseOr();
      const close = this.peek();
      if (close.type !== ")") this.fail(close, `expected ")" to close the "(" at ${describePosition(this.query, t.offset)}, found ${describeToken(close)}`);
      this.pos++;
      return inner;
    }
    if (t.type !== "word" || t.text === "AND" || t.text === "OR") return this.fail(t, `expected a term, found ${describeToken(t)}`, EXAMPLE);
    return this.parseTerm(t);
  }

  private parseTerm(name: WordToken): QueryNode {
    this.pos++;
    const isExists = name.text === "_exists_";
    if (!isExists) this.checkField(name);
    const colon = this.peek();
    if (colon.type !== ":") this.fail(colon, `expected ":" after ${name.text}, found ${describeToken(colon)}`, EXAMPLE);
    this.pos++;
    const value = this.peek();
    if (value.type !== "string") {
      return this.fail(
        value,
        `expected a quoted value after ${name.text}:, found ${describeToken(value)}`,
        `write ${name.text}:"${value.type === "word" ? value.text : "…"}"`,
      );
    }
    this.pos++;
    if (isExists) return this.existsTerm(value);
    if (value.text === "") this.fail(value, `empty value for ${name.text}`, "an empty value matches no file");
    return { kind: "term", field: name.text as QueryField, value: value.text };
  }

  private checkField(name: WordToken): void {
    if (isQueryField(name.text)) return;
    const hint = upperCaseHint(name.text) ?? didYouMean(name.text, QUERY_FIELDS) ?? `fields are ${QUERY_FIELDS.join(", ")} and _exists_`;
    this.fail(name, `unknown field ${JSON.stringify(name.text)}`, hint);
  }

  private existsTerm(value: Extract<Token, { type: "string" }>): QueryNode {
    if (!isQueryField(value.text)) {
      this.fail(
        value,
        `_exists_ needs a field name, found ${JSON.stringify(value.text)}`,
        didYouMean(value.text, QUERY_FIELDS) ?? `fields are ${QUERY_FIELDS.join(", ")}`,
      );
    }
    return { kind: "exists", field: value.text };
  }
}
