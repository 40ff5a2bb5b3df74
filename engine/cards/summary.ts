/**
 * The card's one-paragraph summary as segments: prose we wrote, and values from the record kept
 * apart, so the JSON form gets plain text and the Markdown form puts each value in a code span.
 */
import { codeSpan, text } from "./markdown-escape.js";

export type Segment = string | { code: string };

export function summaryText(segments: readonly Segment[]): string {
  return segments.map((s) => (typeof s === "string" ? s : s.code)).join("");
}

export function summaryMarkdown(segments: readonly Segment[]): string {
  return segments.map((s) => (typeof s === "string" ? text(s) : codeSpan(s.code))).join("");
}
