/**
 * README.md and docs/*.md say what is true now: no issue or pull-request numbers (they lead a
 * reader nowhere), no "was … now" or "before … after" figures, no "went from … to" history.
 * Fenced code is left out (it shows commands and output, not prose).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/reference.js";
import { DOCS, withoutFences } from "./documents.js";

/** Each rule: a name and a pattern matched against one sentence of prose. */
const RULES: readonly (readonly [string, RegExp])[] = [
  ["an issue or pull-request number", /\b(?:issues?|PRs?|pull requests?|stops?)\s+#?\d+|(?<![\w/&#])#\d+\b/i],
  ["a 'was … now' figure", /\b(?:was|were)\b.*\bnow\b|\bnow\b.*\b(?:was|were)\b/i],
  ["a 'before … after' figure", /\d[^.]*\bbefore\b[^.]*\bafter\b|\bbefore\b[^.]*\bafter\b[^.]*\d/i],
  ["a 'went from … to' figure", /\b(?:went|fell|rose|dropped|grew) from\b/i],
  ["an arrow between figures", /\d\s*[a-zµ%]*\s*→\s*\d/i],
  ["history words", /\b(?:used to|no longer(?! than)|previously|formerly|so far)\b/i],
];

/**
 * The prose of a Markdown text as sentences: fenced code dropped; a paragraph, list item or table
 * row is one block, its lines joined; each block split after . ! or ?
 */
function sentences(text: string): string[] {
  return withoutFences(text)
    .split(/\n\s*\n|\n(?=\s*(?:[-*|#]|\d+\.)\s)/)
    .flatMap((block) => block.replace(/\s*\n\s*/g, " ").split(/(?<=[.!?])\s+(?=[A-Z`(*])/))
    .filter((s) => s.trim() !== "");
}

/** The sentences of a text that break a rule, each with the rule's name. */
function diaryLines(text: string): string[] {
  return sentences(text).flatMap((s) => RULES.filter(([, pattern]) => pattern.test(s)).map(([name]) => `${name}: ${s.trim()}`));
}

describe("documents of today", () => {
  it("the rules catch history and issue numbers, and pass plain statements", () => {
    expect(diaryLines("The card was 258 KB and is now 12 KB.")).toEqual(["a 'was … now' figure: The card was 258 KB and is now 12 KB."]);
    expect(diaryLines("Targets of issue 29: rate ≥ 0.5×.")).toHaveLength(1);
    expect(diaryLines("See #40 for more.")).toHaveLength(1);
    expect(diaryLines("33,831 before, 11,491 after.")).toHaveLength(1);
    expect(diaryLines("It went from 98 KB to 31 KB.")).toHaveLength(1);
    expect(diaryLines("The handler takes 75 → 55 µs.")).toHaveLength(1);
    expect(diaryLines("Checked so far: these pages.")).toHaveLength(1);
    expect(diaryLines("```\nissue 12 was fixed now\n```\n")).toEqual([]);
    expect(diaryLines("`getLibrary` now returns it. A bad line is reported; nothing was kept.")).toEqual([]);
    expect(diaryLines("Run `npm test` before a commit; after it, push. See [CI](#ci-time).")).toEqual([]);
  });

  for (const doc of DOCS) {
    it(`${doc} states what is true now`, () => {
      const found = diaryLines(fs.readFileSync(path.join(ROOT, doc), "utf8"));
      expect(found, found.join("\n")).toEqual([]);
    });
  }
});
