/**
 * POSIX shell: single quotes, where nothing is special except the quote itself, which is
 * closed, escaped and reopened (`'\''`). A JSON body for `curl -d` is a single-quoted word.
 */
import { identifier, jsonString, type LiteralDialect, oneLine, printLiteral, singleQuotedWord as str } from "../escape.js";
import { envName } from "../python/literals.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";

/** JSON text (for request bodies), pretty-printed with four spaces. */
export const jsonDialect: LiteralDialect = {
  null: "null",
  true: "true",
  false: "false",
  string: jsonString,
  key: (s) => JSON.stringify(s),
  colon: ": ",
  number: (n) => (Number.isFinite(n) ? String(n) : "null"),
};

/**
 * JSON inside a single-quoted shell word: only strings and keys can hold a quote, so each is
 * closed, escaped and reopened there; an `Expr` is code written for inside the word.
 */
const inWord = (json: string) => json.replace(/'/g, `'\\''`);
const shellJson: LiteralDialect = { ...jsonDialect, string: (text) => inWord(jsonString(text)), key: (text) => inWord(JSON.stringify(text)) };

export const sh: LanguageModule = {
  id: "sh",
  extension: "sh",
  str,
  /** A JSON document as one shell word. */
  lit: (value, level = 0) => `'${printLiteral(value, shellJson, level)}'`,
  ident: (text) => identifier(text),
  comment: (text) => `# ${oneLine(String(text))}`,
  /** `${NAME:?}`: an unset or empty variable stops the script with "NAME: parameter null or not set". */
  env: (name) => `"\${${envName(name)}:?}"`,
  concat: "",
  quotedLiteral: true,
};
