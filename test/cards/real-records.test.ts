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
/** The default card of each record (no options): what an agent gets first. */
const defaults = realRecords().map(({ name, model }) => {
  const card = getUsageCard(model);
  return { name, model, card, markdown: usageCardMarkdown(card), json: `${JSON.stringify(card, null, 2)}\n`, prompt: usageCardPrompt(card) };
});

const blocks = cards.flatMap(({ name, markdown }) => codeBlocks(allTokens(markdown)).map((b, i) => ({ id: `${name}#${i}`, lang: b.lang ?? "", code: b.text })));
const of = (lang: string) => blocks.filter((b) => b.lang === lang).map(({ id, code }) => ({ id, code }));

describe("usage cards of the real-record corpus", () => {
  it("build for every record, validate against UsageCardSchema and have the llms.txt shape", () => {
    expect(cards.length).toBeGreaterThan(50);
    for (const { name, card, markdown } of cards) {
      const result = UsageCardSchema.safeParse(JSON.parse(JSON.stringify(card)));
      expect(result.success ? [] : result.error.issues, name).toEqual([]);
      expect(
        headings(allTokens(markdown)).filter((h) => h.depth === 1),
        name,
      ).toHaveLength(1);
      expect(markdown.split("\n\n")[1], name).toMatch(/^> /);
      expect(typeof usageCardPrompt(card)).toBe("string");
    }
  });

  it("have fenced blocks only in checked languages, each valid", () => {
    expect(blocks.filter((b) => !["python", "js", "sh", "json"].includes(b.lang)).map((b) => `${b.id}: ${b.lang}`)).toEqual([]);
    expect([...checkPython(of("python")), ...checkJs(of("js")), ...checkSh(of("sh"))]).toEqual([]);
    for (const b of of("json")) expect(() => JSON.parse(b.code), b.id).not.toThrow();
  }, 120_000);

  it("keep the default card within 16,000 characters as Markdown and as JSON, with one complete call where a provider is callable", () => {
    for (const { name, card, markdown, json } of defaults) {
      expect(markdown.length, `${name} Markdown`).toBeLessThanOrEqual(16_000);
      expect(json.length, `${name} JSON`).toBeLessThanOrEqual(16_000);
      if (card.plan.providers.callable.length) expect(card.providers[0]!.snippets.length, name).toBeGreaterThan(0);
    }
  });

  it("say what the record says: a missing mapping is 'mapping not given', never a provider that does not serve it", () => {
    for (const { name, model, card, markdown, prompt } of defaults) {
      // Expectations from the raw record, not from the plan module.
      if (model.inferenceProviderMapping !== undefined) continue;
      for (const text of [card.summary, ...card.notes, markdown, prompt]) {
        expect(text, name).not.toMatch(/no inference provider serves it|a call through the router would fail|No inference provider is mapped/i);
      }
      if (card.kind === "chat") {
        expect(prompt, name).not.toMatch(/no hosted HTTP call/);
        expect(card.summary, name).toMatch(/mapping not given/);
      }
      if (!card.librarySnippets.length) expect(card.summary, name).not.toMatch(/load it with its library/);
      if (!card.local?.apps.length) expect(card.summary, name).not.toMatch(/run it in a local app/);
    }
  });

  it("name mapped providers this version does not know as such, apart from the count", () => {
    const unknown = defaults.filter((d) => /sambanova|nebius|hyperbolic/.test(JSON.stringify(d.model.inferenceProviderMapping ?? "")));
    expect(unknown.length).toBeGreaterThan(0);
    for (const { name, card, markdown } of unknown) {
      expect(markdown, name).toMatch(/^- Unknown providers: .*(sambanova|nebius|hyperbolic)/m);
      expect(card.summary, name).toMatch(/mapped that this version does not know/);
    }
  });

  it("carry the plan's lines as the Plan section's bullets and at the head of the prompt", () => {
    for (const { name, markdown, prompt } of defaults) {
      const section = markdown.split("\n## Plan\n\n")[1]!.split("\n\n")[0]!.split("\n");
      expect(
        section.every((l) => l.startsWith("- ")),
        name,
      ).toBe(true);
      expect(section.some((l) => /^- Task: /.test(l)) && section.some((l) => /^- Callable providers: /.test(l)), name).toBe(true);
      for (const line of section) expect(prompt, name).toContain(line);
    }
  });

  it("write prose without needless escapes and with the task's own name", () => {
    for (const { name, card, markdown } of defaults) {
      expect(markdown, name).not.toMatch(/HF\\_TOKEN|\\\[0\\\]|tool\\_calls/);
      expect(markdown, name).not.toMatch(/ a [AEIOU]\w+ model/);
      expect(markdown, name).not.toMatch(/the apps load the repository as it is/);
      if (card.task && card.kind === "task") expect(card.summary, name).toContain(`${card.task.label} model`);
    }
  });
});
