/**
 * The usage card of every example model the viewer embeds, in its three forms (JSON, Markdown,
 * agent prompt), as golden files; the JSON validates against the exported schema and the
 * Markdown has the llms.txt shape (one H1 with the id, then the blockquote summary).
 * The goldens hold the python, js and sh snippets (the other languages are covered by the
 * snippet goldens; ./syntax.test.ts checks full cards in every language).
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getUsageCard, usageCardMarkdown, usageCardPrompt, UsageCardSchema } from "../../engine/entries/cards.js";
import { ROOT } from "../support/reference.js";
import { allTokens, EXAMPLES, headings } from "./support.js";
import { expectGolden } from "../support/golden.js";

const GOLDEN = join(ROOT, "test/golden/cards");

describe.each(EXAMPLES)("usage card of $record.id ($kind)", ({ record, slug }) => {
  const card = getUsageCard(record, { languages: ["python", "js", "sh"] });
  const markdown = usageCardMarkdown(card);

  it("matches its golden files", async () => {
    await expectGolden(`${JSON.stringify(card, null, 2)}\n`, join(GOLDEN, `${slug}.json`));
    await expectGolden(markdown, join(GOLDEN, `${slug}.md`));
    await expectGolden(usageCardPrompt(card), join(GOLDEN, `${slug}.prompt.txt`));
  });

  it("validates against UsageCardSchema, read back from its JSON", () => {
    const result = UsageCardSchema.safeParse(JSON.parse(JSON.stringify(card)));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("has the llms.txt shape: one H1 with the id, then a blockquote", () => {
    const tokens = allTokens(markdown);
    const h1 = headings(tokens).filter((h) => h.depth === 1);
    expect(h1.map((h) => h.text)).toEqual([`\`${record.id}\``]);
    const top = tokens.filter((t) => t.type !== "space");
    expect(top[0]!.type).toBe("heading");
    expect(markdown.split("\n\n")[1]).toMatch(/^> /);
  });
});

describe("usage card options", () => {
  const chat = EXAMPLES[0]!.record;
  it("keeps only the languages asked for, and refuses an unknown one naming the valid ones", () => {
    const card = getUsageCard(chat, { languages: ["go"] });
    expect(new Set(card.providers.flatMap((p) => p.snippets.map((s) => s.language)))).toEqual(new Set(["go"]));
    expect(() => getUsageCard(chat, { languages: ["cobol" as never] })).toThrow(
      /options\.languages\.0.*"cobol" is not a language; languages are python, js, sh, go, ruby, php, java/s,
    );
  });
  it("names the bad field of a bad record", () => {
    expect(() => getUsageCard({ id: 42 } as never)).toThrow(/id.*expected string/s);
  });
  it("gives the prompt of a named provider, and refuses one without a call, naming those with one", () => {
    const card = getUsageCard(chat, { providers: ["auto", "cerebras", "groq"] });
    expect(usageCardPrompt(card, { provider: "groq" })).toContain('"meta-llama/Llama-3.1-8B-Instruct:groq"');
    expect(() => usageCardPrompt(card, { provider: "nope" })).toThrow(/providers with one: auto, cerebras, groq/);
    expect(() => usageCardPrompt(getUsageCard(chat), { provider: "groq" })).toThrow(/providers: \["groq"\]/);
  });
  it("holds the first callable provider's call in full and the others as one line each, found by comparing their code", () => {
    const card = getUsageCard(chat);
    expect(card.providers.map((p) => p.provider)).toEqual(["auto"]);
    const mapped = card.plan.providers.callable.slice(1).map((p) => p.id);
    expect(card.otherProviders.map((p) => p.provider)).toEqual(mapped);
    // The router's raw request takes the suffix; the SDKs take the provider argument.
    for (const p of card.otherProviders)
      expect([p.rule, p.suffixIn, p.argumentIn]).toEqual([
        "suffix-or-argument",
        expect.arrayContaining(["HTTP request", "requests", "fetch"]),
        ["huggingface_hub", "huggingface.js"],
      ]);
    expect(card.omitted).toContainEqual({ what: `full calls of ${mapped.join(", ")}`, argument: "providers" });
  });
  it("gives chat modes only when asked, and refuses an unknown mode", () => {
    expect(getUsageCard(chat).chatModes).toEqual([]);
    expect(getUsageCard(chat).omitted).toContainEqual({ what: "chat modes: tools, structured, responses", argument: "modes" });
    expect(getUsageCard(chat, { modes: ["tools"] }).chatModes.map((m) => m.id)).toEqual(["tools"]);
    expect(getUsageCard(chat, { modes: true }).chatModes).toHaveLength(3);
    expect(() => getUsageCard(chat, { modes: ["nope" as never] })).toThrow(/options\.modes\.0.*"nope" is not a chat mode/s);
  });
  it("refuses a provider the mapping leaves out unless allowed, and then says the id is a guess", () => {
    expect(() => getUsageCard(chat, { providers: ["fireworks-ai"] })).toThrow(/options\.providers\.0.*not in .*provider mapping.*allowUnmappedProvider: true/s);
    const card = getUsageCard(chat, { providers: ["fireworks-ai"], allowUnmappedProvider: true });
    expect(card.providers.map((p) => p.provider)).toEqual(["fireworks-ai"]);
    expect(card.plan.warnings.map((w) => w.code)).toContain("provider-guess");
  });
});
