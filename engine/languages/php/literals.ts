/**
 * PHP: double-quoted string literals with `$` escaped (so nothing interpolates), data as short
 * arrays (`["key" => value]`; an object that PHP would turn into a list — empty, or with integer
 * keys — becomes `(object) [...]`, so json_encode writes an object), and `getenv` for variables.
 */
import { backslashQuoter, hex, identifier, type LiteralDialect, oneLine, printLiteral } from "../escape.js";
import { envName } from "../python/literals.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";

/** A PHP string literal. PHP source holds no lone surrogate: one becomes U+FFFD. */
const quote = backslashQuoter({
  quote: '"',
  escapes: { $: "\\$" },
  control: (code) => `\\x${hex(code, 2)}`,
  loneSurrogate: () => "\\u{FFFD}",
  codePoint: (code) => (code === 0x2028 || code === 0x2029 || code === 0xfeff ? `\\u{${hex(code, 4)}}` : undefined),
});
const str = (text: string) => quote(String(text));

/** Keys PHP stores as integers ("0", "12", "-3"). */
const INTEGER_KEY = /^(0|-?[1-9][0-9]*)$/;

const dialect: LiteralDialect = {
  name: "PHP",
  null: "null",
  true: "true",
  false: "false",
  string: str,
  key: str,
  colon: " => ",
  number: (n) => (Number.isFinite(n) ? String(n) : Number.isNaN(n) ? "NAN" : n > 0 ? "INF" : "-INF"),
  trailingComma: true,
  // json_encode writes an empty array, or one whose integer keys run 0, 1, 2…, as a list: `(object)` keeps a map a map.
  wrapMap: (literal, keys) => (keys.length === 0 || keys.some((k) => INTEGER_KEY.test(k)) ? `(object) ${literal}` : literal),
  map: { open: "[", close: "]" },
};

const PHP_RESERVED = new Set(["this", "GLOBALS"]);

export const php: LanguageModule = {
  id: "php",
  extension: "php",
  str,
  lit: (value, level = 0, known) => printLiteral(value, dialect, level, known),
  /** A name for a variable (the template adds the `$`). */
  ident: (text) => identifier(text, { reserved: PHP_RESERVED }),
  comment: (text) => `// ${oneLine(String(text))}`,
  /** The script's `require_env` helper stops with a message naming an unset or empty variable. */
  env: (name) => `require_env(${str(envName(name))})`,
  concat: " . ",
};
