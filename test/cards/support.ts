/** The cards of the viewer's embedded example models, and a reader of a card's Markdown structure. */
import { marked, type Token, type Tokens } from "marked";
import { EXAMPLE_MODELS } from "../../viewer/src/data/example-models.js";

export const EXAMPLES = EXAMPLE_MODELS.map((e) => ({ kind: e.kind, record: e.record, slug: e.record.id.replace(/\//g, "--") }));

/** Every token of a Markdown document, depth first (list items, blockquotes and links included). */
export function allTokens(markdown: string): Token[] {
  const out: Token[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    out.push(token);
  });
  return out;
}

export const headings = (tokens: Token[]) => tokens.filter((t): t is Tokens.Heading => t.type === "heading");
export const links = (tokens: Token[]) => tokens.filter((t): t is Tokens.Link => t.type === "link");
export const codeBlocks = (tokens: Token[]) => tokens.filter((t): t is Tokens.Code => t.type === "code");
