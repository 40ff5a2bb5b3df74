/**
 * Writes a parsed query back as text, with the fewest parentheses the precedence allows
 * (AND binds tighter than OR). parseQuery(formatQuery(q)) gives q back, which the tests
 * check on random queries.
 */
import type { QueryNode } from "./parse.js";

const quote = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

export function formatQuery(node: QueryNode): string {
  switch (node.kind) {
    case "term":
      return `${node.field}:${quote(node.value)}`;
    case "exists":
      return `_exists_:${quote(node.field)}`;
    case "or":
      return node.operands.map(formatQuery).join(" OR ");
    case "and":
      return node.operands.map((n) => (n.kind === "or" ? `(${formatQuery(n)})` : formatQuery(n))).join(" AND ");
  }
}
