/**
 * Go: interpreted string literals ("…" with backslash escapes), data literals as
 * `map[string]any{…}` / `[]any{…}` with the trailing comma Go wants on every multi-line
 * element, and `os.Getenv` for variables. `goImports` lists the packages a call's program uses.
 */
import { backslashQuoter, hex, identifier, type LiteralDialect, oneLine, printLiteral } from "../escape.js";
import { envName } from "../python/literals.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";
import type { CallFacts } from "../../inference/contract/plugin-contract.js";
import type { TemplateContext } from "../../inference/contract/template-context.js";

/** A Go string literal. Go source is UTF-8 and holds no lone surrogate: one becomes U+FFFD, as Go's own conversions do. */
const quote = backslashQuoter({
  quote: '"',
  control: (code) => `\\x${hex(code, 2)}`,
  loneSurrogate: () => "\\ufffd",
  // The byte order mark is refused by the Go compiler anywhere but at the start of a file.
  codePoint: (code) => (code === 0xfeff || code === 0x2028 || code === 0x2029 ? `\\u${hex(code, 4)}` : undefined),
});
const str = (text: string) => quote(String(text));

/** JSON-like values as Go expressions of type `any`, with the trailing comma Go wants on every multi-line element. */
const dialect: LiteralDialect = {
  name: "Go",
  null: "nil",
  true: "true",
  false: "false",
  string: str,
  key: str,
  colon: ": ",
  number: (n) => (Number.isFinite(n) ? String(n) : Number.isNaN(n) ? "math.NaN()" : n > 0 ? "math.Inf(1)" : "math.Inf(-1)"),
  array: { open: "[]any{", close: "}" },
  map: { open: "map[string]any{", close: "}" },
  trailingComma: true,
};

const INDENT = "    ";

const GO_KEYWORDS = new Set(
  "break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var".split(
    " ",
  ),
);

export const go: LanguageModule = {
  id: "go",
  extension: "go",
  str,
  lit: (value, level = 0, known) => printLiteral(value, dialect, level, known),
  ident: (text) => identifier(text, { reserved: GO_KEYWORDS }),
  comment: (text) => `// ${oneLine(String(text))}`,
  /** The program's `requireEnv` helper stops with a message naming an unset or empty variable. */
  env: (name) => `requireEnv(${str(envName(name))})`,
};

/**
 * The import block of a program, from what the call needs (Go refuses unused imports): the
 * packages every program uses (its `send`, `decode`, `check` helpers), then those of streaming,
 * files in the body, a multipart form, a job flow and the chat modes' helpers.
 */
export function goImports(ctx: TemplateContext, facts: CallFacts): string {
  const poll = ctx.poll;
  const packages = ["bytes", "encoding/json", "fmt", "io", "net/http", "os"];
  if (ctx.needsBase64) packages.push("encoding/base64");
  if (ctx.streaming) packages.push("bufio");
  if (ctx.streaming || ctx.multipart || poll?.encoded || ctx.chat?.mode === "responses") packages.push("strings");
  if (ctx.multipart) packages.push("mime/multipart", "net/textproto");
  if (poll) packages.push("time");
  if (poll?.pathname || poll?.encoded) packages.push("net/url");
  // A NaN or an infinity in the body is written `math.NaN()`, `math.Inf(1)`.
  if (facts.plan?.body.kind === "json" && hasNonFinite(facts.plan.body.json)) packages.push("math");
  return `import (\n${packages
    .sort()
    .map((p) => `${INDENT}"${p}"\n`)
    .join("")})`;
}

function hasNonFinite(value: unknown): boolean {
  if (typeof value === "number") return !Number.isFinite(value);
  if (value && typeof value === "object") return Object.values(value).some(hasNonFinite);
  return false;
}
