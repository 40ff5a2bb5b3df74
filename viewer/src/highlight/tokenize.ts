/**
 * A small regex-driven tokenizer for the snippet languages. It only colours code,
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

// Shared by the C-like languages (Go, PHP, Java): numbers with an optional Java `L`/`f`/`d` suffix.
const C_NUMBER: Rule = { type: "number", pattern: /\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?[LlFfDd]?\b/y };
const C_COMMENTS: Rule[] = [
  { type: "comment", pattern: /\/\/[^\n]*/y },
  { type: "comment", pattern: /\/\*[\s\S]*?(?:\*\/|$(?![\s\S]))/y },
];
const DOUBLE_QUOTED: Rule = { type: "string", pattern: /"(?:[^"\\\n]|\\[\s\S])*"?/y };

const GO: Rule[] = [
  ...C_COMMENTS,
  { type: "string", pattern: /`[^`]*`?/y },
  DOUBLE_QUOTED,
  { type: "string", pattern: /'(?:[^'\\\n]|\\[\s\S])*'?/y },
  {
    type: "keyword",
    pattern: words(`break case chan const continue default defer else fallthrough for func go goto if import interface map
      package range return select struct switch type var true false nil any`),
  },
  C_NUMBER,
  { type: "function", pattern: /[A-Za-z_]\w*(?=\()/y },
];

const RUBY: Rule[] = [
  { type: "comment", pattern: /#[^\n]*/y },
  DOUBLE_QUOTED,
  { type: "string", pattern: /'(?:[^'\\\n]|\\[\s\S])*'?/y },
  // A symbol (`:name`), but not the second colon of `Net::HTTP`.
  { type: "string", pattern: /(?<![:\w]):[A-Za-z_]\w*[?!]?/y },
  {
    type: "keyword",
    pattern: words(`BEGIN END alias and begin break case class def defined do else elsif end ensure false for if in module
      next nil not or redo rescue retry return self super then true undef unless until when while yield require`),
  },
  { type: "number", pattern: /\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/y },
  { type: "function", pattern: /[A-Za-z_]\w*[?!]?(?=\()/y },
];

const PHP: Rule[] = [
  ...C_COMMENTS,
  { type: "comment", pattern: /#(?!\[)[^\n]*/y },
  DOUBLE_QUOTED,
  { type: "string", pattern: /'(?:[^'\\]|\\[\s\S])*'?/y },
  { type: "variable", pattern: /\$[A-Za-z_]\w*/y },
  {
    type: "keyword",
    pattern: words(`abstract array as break case catch class const continue declare default do echo else elseif empty
      exit extends final finally fn for foreach function global if implements include instanceof interface isset list
      match namespace new null print private protected public readonly require require_once return static switch throw
      trait try unset use while yield true false`),
  },
  C_NUMBER,
  { type: "function", pattern: /[A-Za-z_]\w*(?=\()/y },
];

const JAVA: Rule[] = [
  ...C_COMMENTS,
  // Text blocks first (""" … """), then ordinary strings and characters.
  { type: "string", pattern: /"""[\s\S]*?(?:"""|$(?![\s\S]))/y },
  DOUBLE_QUOTED,
  { type: "string", pattern: /'(?:[^'\\\n]|\\[\s\S])*'?/y },
  {
    type: "keyword",
    pattern: words(`abstract assert boolean break byte case catch char class const continue default do double else enum
      extends final finally float for if implements import instanceof int interface long native new package private
      protected public return short static super switch synchronized this throw throws try var void volatile while
      true false null`),
  },
  C_NUMBER,
  { type: "function", pattern: /[A-Za-z_$][\w$]*(?=\()/y },
];

export const RULES: Record<string, Rule[]> = { python: PYTHON, js: JS, sh: SH, go: GO, ruby: RUBY, php: PHP, java: JAVA };

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
