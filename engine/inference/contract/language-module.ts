/**
 * The literal helpers of a language (`LanguageModule`): the same names in every language, each
 * deciding what they mean. Templates call them as Handlebars helpers (`{{str model.id}}`,
 * `{{lit body 1}}`); the core calls them for the code it builds.
 */
import type { KnownLiterals } from "./expr.js";
import type { SnippetLanguage } from "../../schema/snippet.js";

export interface LanguageModule {
  id: SnippetLanguage;
  extension: string;
  /** A string literal that holds `text` exactly. */
  str(text: string): string;
  /**
   * A data literal (object, array, scalar); `level` is the indentation of the starting line. An
   * `Expr` inside is written as its code; a value `known` has a literal for is written as that.
   */
  lit(value: unknown, level?: number, known?: KnownLiterals): string;
  /** An identifier made from `text`. */
  ident(text: string): string;
  /** A one-line comment, comment marker included. */
  comment(text: string): string;
  /** Code that reads an environment variable. */
  env(name: string): string;
  /**
   * A statement that stops the program, naming the variable, when it is unset or empty: for a
   * language whose `env` reads do not stop by themselves (JS reads `undefined`). The token
   * variable is checked so before any request (`code.requireToken`).
   */
  requireEnv?(name: string): string;
  /** What joins two string expressions into one (" + " when absent; "" for adjacent shell words, " . " in PHP). */
  concat?: string;
  /**
   * Set when `lit` quotes its whole output as one string (the shell's JSON word): a nested value's
   * literal printed on its own cannot be spliced into it, so the engine never reuses cached
   * literals of parts (../code/code.ts), and an `Expr` is code written for inside those quotes.
   */
  quotedLiteral?: true;
}
