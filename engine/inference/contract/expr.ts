/**
 * Code inside a data literal. The core builds request values that hold code (a variable, an
 * environment read, a file read) as well as data; each language's literal printer
 * (engine/languages/escape.ts) writes an `Expr` verbatim where the value would go, laid out like
 * a scalar. No text is searched or replaced afterwards.
 */
export class Expr {
  constructor(readonly code: string) {}
}

/** Literals already printed for some values (by value and indentation level); undefined for the others. */
export type KnownLiterals = (value: object, level: number) => string | undefined;
