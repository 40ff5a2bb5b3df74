/**
 * Every repository path a document names in a code span (`engine/…`, `test/…`, `scripts/…`, …)
 * exists, so that a moved or renamed file cannot leave a document pointing at nothing. Spans
 * with a placeholder (`<id>`, `*`, `{a,b}`, `…`) are patterns, not paths, and are left out.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/reference.js";
import { DOCS, withoutFences } from "./documents.js";

const TOP = /^(?:engine|test|scripts|viewer|templates|libraries|tasks|lint|bin|docs|workerd|\.ci)\//;

/** The repository paths named in the code spans of a text, without a `:line` or `#anchor` tail. */
function namedPaths(text: string): string[] {
  const spans = [...withoutFences(text).matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
  return spans.filter((s) => TOP.test(s) && !/[<>*{}…]/.test(s)).map((s) => s.replace(/[:#].*$/, ""));
}

describe("paths in the documents", () => {
  it("finds the paths of code spans and leaves patterns out", () => {
    expect(namedPaths("`engine/index.ts:12`, `test/<area>/x.test.ts`, `npm test`, `scripts/bench/*.bench.ts`")).toEqual(["engine/index.ts"]);
  });

  for (const doc of DOCS) {
    it(`${doc}: every path it names exists`, () => {
      const text = fs.readFileSync(path.join(ROOT, doc), "utf8");
      const missing = namedPaths(text).filter((p) => !fs.existsSync(path.join(ROOT, p)));
      expect(missing, missing.join(", ")).toEqual([]);
    });
  }
});
