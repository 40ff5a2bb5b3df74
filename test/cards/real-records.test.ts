/**
 * The usage card of every record of the real-record corpus (hub answers kept verbatim,
 * test/real-records/): it builds, validates against its schema read back from JSON, has the
 * llms.txt shape, and every fenced block of its Markdown passes its language's syntax check
 * (python, js, sh, json here; the compiled languages are checked on the examples by ./syntax.test.ts).
 */
import { describe, expect, it } from "vitest";
import { getUsageCard, usageCardMarkdown, usageCardPrompt, UsageCardSchema } from "../../engine/entries/cards.js";
import { realRecords } from "../real-records/support.js";
import { checkJs, checkPython, checkSh } from "../support/syntax-check.js";
import { allTokens, codeBlocks, headings } from "./support.js";

const cards = realRecords().map(({ name, model }) => {
  const card = getUsageCard(model, { languages: ["python", "js", "sh"] });
  return { name, card, markdown: usageCardMarkdown(card) };
});
const blocks = cards.flatMap(({ name, markdown }) => codeBlocks(allTokens(markdown)).map((b, i) => ({ id: `${name}#${i}`, lang: b.lang ?? "", code: b.text })));
const of = (lang: string) => blocks.filter((b) => b.lang === lang).map(({ id, code }) => ({ id, code }));

describe("usage cards of the real-record corpus", () => {
  it("build for every record, validate against UsageCardSchema and have the llms.txt shape", () => {
    expect(cards.length).toBeGreaterThan(50);
    for (const { name, card, markdown } of cards) {
      const result = UsageCardSchema.safeParse(JSON.parse(JSON.stringify(card)));
      expect(result.success ? [] : result.error.issues, name).toEqual([]);
      expect(headings(allTokens(markdown)).filter((h) => h.depth === 1), name).toHaveLength(1);
      expect(markdown.split("\n\n")[1], name).toMatch(/^> /);
      expect(typeof usageCardPrompt(card)).toBe("string");
    }
  });

  it("have fenced blocks only in checked languages, each valid", () => {
    expect(blocks.filter((b) => !["python", "js", "sh", "json"].includes(b.lang)).map((b) => `${b.id}: ${b.lang}`)).toEqual([]);
    expect([...checkPython(of("python")), ...checkJs(of("js")), ...checkSh(of("sh"))]).toEqual([]);
    for (const b of of("json")) expect(() => JSON.parse(b.code), b.id).not.toThrow();
  }, 120_000);
});
