/**
 * Ruby: double-quoted string literals with every `#` escaped (so nothing interpolates), hashes
 * written `{ "key" => value }`, `nil`/`true`/`false`, and `ENV.fetch` for variables (a missing
 * one stops the program with its name). `rubyRequires` writes the `require` lines of a finished
 * script from the libraries its code uses.
 */
import { backslashQuoter, hex, identifier, type LiteralDialect, oneLine, printLiteral } from "../escape.js";
import { envName } from "../python/literals.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";
import type { TemplateContext } from "../../inference/contract/template-context.js";

/** A Ruby string literal. Ruby source is UTF-8 and holds no lone surrogate: one becomes U+FFFD. */
const quote = backslashQuoter({
  quote: '"',
  escapes: { "#": "\\#" },
  control: (code) => `\\x${hex(code, 2)}`,
  loneSurrogate: () => "\\uFFFD",
  codePoint: (code) => (code === 0x2028 || code === 0x2029 || code === 0xfeff ? `\\u${hex(code, 4)}` : undefined),
});
const str = (text: string) => quote(String(text));

const dialect: LiteralDialect = {
  name: "Ruby",
  null: "nil",
  true: "true",
  false: "false",
  string: str,
  key: str,
  colon: " => ",
  number: (n) => (Number.isFinite(n) ? String(n) : Number.isNaN(n) ? "Float::NAN" : n > 0 ? "Float::INFINITY" : "-Float::INFINITY"),
};

const RUBY_KEYWORDS = new Set(
  "BEGIN END alias and begin break case class def defined do else elsif end ensure false for if in module next nil not or redo rescue retry return self super then true undef unless until when while yield".split(
    " ",
  ),
);

export const ruby: LanguageModule = {
  id: "ruby",
  extension: "rb",
  str,
  lit: (value, level = 0, known) => printLiteral(value, dialect, level, known),
  // A capitalised name would be a constant: it gets `_` before it too.
  ident: (text) => identifier(text, { reserved: RUBY_KEYWORDS, badStart: /^[0-9A-Z]/ }),
  comment: (text) => `# ${oneLine(String(text))}`,
  env: (name) => `ENV.fetch(${str(envName(name))})`,
};

/**
 * The `require` lines of a script, from what the call needs: `net/http` and `uri` for every
 * request, `json` for a JSON body, a chat call or an answer read as JSON, `base64` for files in
 * the body or a base64 answer.
 */
export function rubyRequires(ctx: TemplateContext): string {
  const kind = ctx.response?.kind;
  const libraries = ["net/http", "uri"];
  if (ctx.jsonBody || ctx.chat || (kind !== "json" && kind !== "bytes")) libraries.push("json");
  if (ctx.needsBase64) libraries.push("base64");
  return libraries
    .sort()
    .map((lib) => `require ${str(lib)}`)
    .join("\n");
}
