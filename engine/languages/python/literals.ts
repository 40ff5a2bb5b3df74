/** Python: literals are real Python (`True`, `False`, `None`), never JSON. */
import { backslashQuoter, hex, identifier, type LiteralDialect, oneLine, printLiteral } from "../escape.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";

const PYTHON_KEYWORDS = new Set(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield".split(
    " ",
  ),
);

const quote = backslashQuoter({
  quote: '"',
  control: (code) => `\\x${hex(code, 2)}`,
  loneSurrogate: (code) => `\\u${hex(code, 4)}`,
});
const str = (text: string) => quote(String(text));

const dialect: LiteralDialect = {
  null: "None",
  true: "True",
  false: "False",
  string: str,
  key: str,
  colon: ": ",
  number: (n) => (Number.isFinite(n) ? String(n) : Number.isNaN(n) ? 'float("nan")' : n > 0 ? 'float("inf")' : '-float("inf")'),
};

export const python: LanguageModule = {
  id: "python",
  extension: "py",
  str,
  lit: (value, level = 0, known) => printLiteral(value, dialect, level, known),
  ident: (text) => identifier(text, { reserved: PYTHON_KEYWORDS }),
  comment: (text) => `# ${oneLine(String(text))}`,
  env: (name) => `os.environ[${str(envName(name))}]`,
};

/** Environment variable names are shell identifiers; anything else is a bug upstream. */
export function envName(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`invalid environment variable name: ${JSON.stringify(name)}`);
  return name;
}
