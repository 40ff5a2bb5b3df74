import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "../../viewer/src/components/markdown.js";
import { parseInline, parseMarkdown, safeHref, slugify } from "../../viewer/src/markdown/parse.js";

describe("markdown subset", () => {
  it("parses headings, paragraphs, lists, quotes, code fences and tables", () => {
    const blocks = parseMarkdown(
      [
        "## Use cases",
        "",
        "First line",
        "wraps here.",
        "",
        "- one",
        "- two",
        "  continued",
        "",
        "1. a",
        "2. b",
        "",
        "> quoted",
        "",
        "```py",
        "print(1)",
        "```",
        "",
        "| a | b |",
        "|---|---|",
        "| 1 | 2 |",
      ].join("\n"),
    );
    expect(blocks.map((b) => b.kind)).toEqual(["heading", "paragraph", "list", "list", "quote", "code", "table"]);
    expect(blocks[1]).toEqual({ kind: "paragraph", children: [{ kind: "text", text: "First line wraps here." }] });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: "one" }], [{ text: "two continued" }]] });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[5]).toEqual({ kind: "code", language: "python", text: "print(1)" });
    expect(blocks[6]).toMatchObject({ kind: "table", rows: [[[{ text: "1" }], [{ text: "2" }]]] });
  });

  it("parses inline code, emphasis and links", () => {
    expect(parseInline("Use `pipe()` with **bold _and em_** and [docs](https://example.org/x).")).toEqual([
      { kind: "text", text: "Use " },
      { kind: "code", text: "pipe()" },
      { kind: "text", text: " with " },
      {
        kind: "strong",
        children: [
          { kind: "text", text: "bold " },
          { kind: "em", children: [{ kind: "text", text: "and em" }] },
        ],
      },
      { kind: "text", text: " and " },
      { kind: "link", href: "https://example.org/x", children: [{ kind: "text", text: "docs" }] },
      { kind: "text", text: "." },
    ]);
    expect(parseInline("snake_case_name stays")).toEqual([{ kind: "text", text: "snake_case_name stays" }]);
  });

  it("keeps only web, site-relative and anchor links", () => {
    expect(safeHref("javascript:alert(1)")).toBeUndefined();
    expect(safeHref("data:text/html,x")).toBeUndefined();
    expect(safeHref("//evil.example/x")).toBeUndefined();
    expect(safeHref("/tasks/fill-mask")).toBe("/tasks/fill-mask");
    expect(safeHref("#usage")).toBe("#usage");
    expect(parseInline("[click](javascript:alert(1))")).toEqual([
      { kind: "text", text: "click" },
      { kind: "text", text: ")" },
    ]);
  });

  it("renders raw HTML as visible text, never as markup", () => {
    const html = renderToString(<Markdown source={'<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>'} />);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  it("gives headings anchored ids under the page's own heading level", () => {
    const html = renderToString(<Markdown source={"# How to choose a model"} idPrefix="about-" />);
    expect(html).toContain('<h2 id="about-how-to-choose-a-model"');
    expect(html).toContain('href="#about-how-to-choose-a-model"');
    expect(slugify("Use `pipe()` — fast!")).toBe("use-pipe-fast");
  });
});
