/**
 * A small regex-driven tokenizer for the three snippet languages. It only colours code,
 * so it aims to be right on what our templates emit (strings, comments, keywords,
 * numbers), not to be a parser. Every character of the input ends up in exactly one
 * token, in order: joining the token texts gives the input back.
 */
export type TokenType = "comment" | "string" | "keyword" | "number" | "variable" | "flag" | "function" | "plain";

export interface Token {
  type: TokenType;
  text: string;
}

interface Rule {
  type: TokenType;
  pattern: RegExp;
}

const words = (list: string) => new RegExp(`\\b(?:${list.trim().split(/\s+/).join("|")})\\b`, "y");

const PYTHON: Rule[] = [
  { type: "comment", pattern: /#[^\n]*/y },
  // Triple-quoted strings first, with optional prefixes (f, r, b, rb…).
  { type: "string", pattern: /(?:[rRbBuUfF]{1,2})?(?:"""[\s\S]*?(?:"""|$(?![\s\S]))|'''[\s\S]*?(?:'''|$(?![\s\S])))/y },
  { type: "string", pattern: /(?:[rRbBuUfF]{1,2})?(?:"(?:[^"\\\n]|\\[\s\S])*"?|'(?:[^'\\\n]|\\[\s\S])*'?)/y },
  {
    type: "keyword",
    pattern: words(`and as assert async await break class continue def del elif else except finally for from global if
      import in is lambda nonlocal not or pass raise return try while with yield True False None`),
  },
  { type: "number", pattern: /\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/y },
  { type: "function", pattern: /[A-Za-z_]\w*(?=\()/y },
];

const JS: Rule[] = [
  { type: "comment", pattern: /\/\/[^\n]*/y },
  { type: "comment", pattern: /\/\*[\s\S]*?(?:\*\/|$(?![\s\S]))/y },
  { type: "string", pattern: /`(?:[^`\\]|\\[\s\S])*`?/y },
  { type: "string", pattern: /"(?:[^"\\\n]|\\[\s\S])*"?|'(?:[^'\\\n]|\\[\s\S])*'?/y },
  {
    type: "keyword",
    pattern: words(`async await break case catch class const continue default delete do else export extends finally for
      from function if import in instanceof let new of return switch throw try typeof var void while yield
      true false null undefined this`),
  },
  { type: "number", pattern: /\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/y },
  { type: "function", pattern: /[A-Za-z_$][\w$]*(?=\()/y },
];

const SH: Rule[] = [
  // A comment starts a word: "#" after whitespace or at the start of a line.
  { type: "comment", pattern: /(?<=^|\s)#[^\n]*/my },
  { type: "string", pattern: /'[^']*'?/y },
  { type: "string", pattern: /\$'(?:[^'\\]|\\[\s\S])*'?/y },
  { type: "string", pattern: /"(?:[^"\\]|\\[\s\S])*"?/y },
  { type: "variable", pattern: /\$(?:\{[^}\n]*\}|[A-Za-z_]\w*|\d)/y },
  { type: "flag", pattern: /(?<=^|\s)--?[A-Za-z][\w-]*/my },
  { type: "keyword", pattern: words("if then else elif fi for do done while case esac in function export") },
  { type: "function", pattern: /(?<=^|\n|\|\s*)(?:curl|echo|cat|jq|base64)\b/y },
];

export const RULES: Record<string, Rule[]> = { python: PYTHON, js: JS, sh: SH };

/** Words and runs of other characters that no rule starts inside. */
const PLAIN = /[A-Za-z_$][\w$]*|\s+|[^\sA-Za-z_$]/y;

export function tokenize(code: string, language: string): Token[] {
  const rules = RULES[language] ?? [];
  const tokens: Token[] = [];
  let position = 0;
  const push = (type: TokenType, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.type === type && type === "plain") last.text += text;
    else tokens.push({ type, text });
  };
  while (position < code.length) {
    let matched = false;
    for (const rule of rules) {
      rule.pattern.lastIndex = position;
      const match = rule.pattern.exec(code);
      if (match && match[0].length > 0) {
        push(rule.type, match[0]);
        position += match[0].length;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    PLAIN.lastIndex = position;
    const plain = PLAIN.exec(code);
    const text = plain?.[0] || code[position]!;
    push("plain", text);
    position += text.length;
  }
  return tokens;
}
