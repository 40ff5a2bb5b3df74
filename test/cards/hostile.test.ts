/**
 * A hostile record cannot add structure to a card: every value from it stays inside its code
 * span or link, so the Markdown has our headings and our links only, no HTML, and the prompt
 * quotes each value as a JSON string.
 */
import { describe, expect, it } from "vitest";
import { codeSpan, fence, linkUrl, text } from "../../engine/cards/markdown-escape.js";
import { getUsageCard, usageCardMarkdown, usageCardPrompt } from "../../engine/entries/cards.js";
import { allTokens, codeBlocks, headings, links } from "./support.js";

const EVIL = "x`` ]](https://evil.example/a) <img src=x onerror=alert(1)>\n# Owned\n```\n[link](https://evil.example) www.evil.example ";
const id = `owner/${EVIL.replace(/\//g, "|")}`;

const records = [
  {
    id,
    pipeline_tag: "text-generation",
    tags: ["conversational"],
    library_name: EVIL,
    inferenceProviderMapping: [
      { provider: "together", providerId: EVIL, status: EVIL, task: "conversational" },
      { provider: EVIL, providerId: "p", task: "conversational" },
    ],
  },
  {
    id,
    pipeline_tag: "text-to-image",
    library_name: "diffusers",
    inferenceProviderMapping: [{ provider: "fal-ai", providerId: "fal-ai/flux-lora", task: "text-to-image", adapter: EVIL, adapterWeightsPath: EVIL }],
  },
  {
    id,
    pipeline_tag: "text-generation",
    tags: ["conversational", "gguf"],
    library_name: "llama-cpp-python",
    siblings: [{ rfilename: `${EVIL}-Q4_K_M.gguf` }, { rfilename: `${EVIL}-Q8_0.gguf` }],
  },
  { id, pipeline_tag: EVIL, library_name: EVIL },
];

describe.each(records.map((record, i) => ({ record, i })))("a hostile record ($i)", ({ record }) => {
  const card = getUsageCard(record as never);
  const markdown = usageCardMarkdown(card);
  const tokens = allTokens(markdown);

  it("adds no heading: the only H1 is the id in its code span, and no heading holds the text outside one", () => {
    expect(headings(tokens).filter((h) => h.depth === 1)).toHaveLength(1);
    for (const h of headings(tokens)) {
      const outside = h.tokens
        .filter((t) => t.type !== "codespan")
        .map((t) => ("text" in t ? t.text : ""))
        .join("");
      expect(outside).not.toMatch(/Owned|evil/);
    }
  });

  it("adds no link and no HTML: each link is one the card data holds, or our prose's router URL", () => {
    expect(tokens.filter((t) => t.type === "html")).toEqual([]);
    const expected = new Set(
      [card.url, ...(card.local?.apps ?? []).flatMap((app) => [app.docsUrl, ...(app.url ? [app.url] : [])])].map((u) => linkUrl(u).slice(1, -1)),
    );
    const stray = links(tokens).filter((l) => !expected.has(l.href) && !(l.href.startsWith("https://router.huggingface.co/") && l.text === l.href));
    expect(stray.map((l) => l.href)).toEqual([]);
  });

  it("keeps each fenced block closed: no block starts from the record's backticks", () => {
    for (const block of codeBlocks(tokens)) expect(["python", "js", "sh", "go", "ruby", "php", "java", "json"]).toContain(block.lang);
  });

  it("quotes the id as a JSON string in the prompt", () => {
    const prompt = usageCardPrompt(card);
    if (card.providers.some((p) => p.request)) expect(prompt).toContain(JSON.stringify(card.id));
    expect(prompt).not.toMatch(/^# Owned/m);
  });
});

describe("the Markdown escapers", () => {
  it("fence a code span longer than the value's longest backtick run, and pad a leading or trailing backtick", () => {
    expect(codeSpan("a``b")).toBe("```a``b```");
    expect(codeSpan("`x")).toBe("`` `x ``");
    expect(codeSpan("a\nb")).toBe("`a b`");
  });
  it("escape inline openers and a leading block marker in prose, and nothing that renders as written", () => {
    expect(text("# [a](b) *c* <d>")).toBe("\\# [a\\](b) \\*c\\* \\<d>");
    expect(text("1. x")).toBe("1\\. x");
    expect(text("HF_TOKEN reads choices[0].message.tool_calls; _a_ x_ &amp; a\\b \\*")).toBe(
      "HF_TOKEN reads choices[0].message.tool_calls; \\_a\\_ x\\_ \\&amp; a\\b \\\\\\*",
    );
  });
  it("encode a link destination so it cannot end early", () => {
    expect(linkUrl('https://h/a b)<c>"')).toBe("<https://h/a%20b%29%3Cc%3E%22>");
  });
  it("fence code longer than its longest backtick run", () => {
    expect(fence("a\n````\nb", "sh")).toBe("`````sh\na\n````\nb\n`````");
  });
});
