/**
 * Every relative link in README.md and docs/*.md leads to a file of the repository, and a link
 * to a heading (`file.md#heading`) to a heading of that file (GitHub's anchor form).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/reference.js";
import { DOCS, withoutFences } from "./documents.js";

/** The text without fenced code blocks and code spans, where a `[x](y)` is not a link. */
function prose(text: string): string {
  return withoutFences(text).replace(/`[^`\n]*`/g, "");
}

export function links(text: string): string[] {
  return [...prose(text).matchAll(/\[[^\]\n]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

function anchors(file: string): Set<string> {
  const text = withoutFences(fs.readFileSync(file, "utf8"));
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1]!)));
}

describe("links in the documents", () => {
  it("finds the documents and their links", () => {
    expect(DOCS).toContain("docs/README.md");
    expect(DOCS.length).toBeGreaterThan(8);
    expect(links("see [a](docs/a.md) and `[b](c.md)`\n```\n[d](e.md)\n```\n")).toEqual(["docs/a.md"]);
    expect(anchor("Keeping the facts current: `npm run upstream`")).toBe("keeping-the-facts-current-npm-run-upstream");
  });

  for (const doc of DOCS) {
    it(`${doc}: every relative link resolves`, () => {
      const broken: string[] = [];
      for (const link of links(fs.readFileSync(path.join(ROOT, doc), "utf8"))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto:
        const [target, hash] = link.split("#") as [string, string | undefined];
        const file = target === "" ? path.join(ROOT, doc) : path.resolve(path.dirname(path.join(ROOT, doc)), decodeURI(target));
        if (!file.startsWith(ROOT + path.sep) || !fs.existsSync(file)) broken.push(`${link}: no such file`);
        else if (hash !== undefined && file.endsWith(".md") && !anchors(file).has(hash)) broken.push(`${link}: no heading #${hash}`);
      }
      expect(broken).toEqual([]);
    });
  }
});
