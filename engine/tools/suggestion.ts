/** "; did you mean "x"?" for a value close to one of `candidates`, or nothing. */
import { closest } from "../load/suggest.js";

export function suggestion(value: string, candidates: Iterable<string>): string {
  const guess = closest(value, candidates);
  return guess ? `; did you mean "${guess}"?` : "";
}
