/** JavaScript: double-quoted string literals; object literals with bare keys where they are identifiers. */
import { backslashQuoter, hex, identifier, oneLine, printLiteral, type LiteralDialect } from "../escape.js";
import { envName } from "../python/literals.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";

const quote = backslashQuoter({
  quote: '"',
  control: (code) => `\\x${hex(code, 2)}`,
  loneSurrogate: (code) => `\\u${hex(code, 4)}`,
});
const str = (text: string) => quote(String(text));

/* @__NO_SIDE_EFFECTS__ */
const wordSet = (words: string) => new Set(words.split(" "));

const JS_RESERVED = wordSet(
  "await break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return static super switch this throw true try typeof var void while with yield",
);

const dialect: LiteralDialect = {
  null: "null",
  true: "true",
  false: "false",
  string: str,
  // `__proto__: v` (quoted or not) in an object literal sets the prototype instead of making a
  // key, so the value would vanish; only a computed key makes it an ordinary property.
  key: (k) => (k === "__proto__" ? `[${str(k)}]` : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : str(k)),
  colon: ": ",
  number: (n) => (Number.isFinite(n) ? String(n) : Number.isNaN(n) ? "NaN" : n > 0 ? "Infinity" : "-Infinity"),
};

export const js: LanguageModule = {
  id: "js",
  extension: "js",
  str,
  lit: (value, level = 0, known) => printLiteral(value, dialect, level, known),
  ident: (text) => identifier(text, { reserved: JS_RESERVED, invalid: /[^A-Za-z0-9_$]/g }),
  comment: (text) => `// ${oneLine(String(text))}`,
  env: (name) => `process.env.${envName(name)}`,
  requireEnv: (name) => `if (!process.env.${envName(name)}) throw new Error(${str(`Set the ${envName(name)} environment variable.`)});`,
};
