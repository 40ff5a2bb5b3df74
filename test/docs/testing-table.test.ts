/**
 * docs/testing.md's "Tests by engine folder" keeps tests findable by module: every folder of
 * engine/ has its row, every test path the section names exists, and every folder of test/ is
 * named there (in the engine table or the table of the other folders).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/reference.js";

const HEADING = "## Tests by engine folder";

/** The section under HEADING, up to the next heading of its level. */
function section(text: string): string {
  const start = text.indexOf(`${HEADING}\n`);
  if (start < 0) return "";
  const rest = text.slice(start + HEADING.length);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

const folders = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

const text = section(fs.readFileSync(path.join(ROOT, "docs/testing.md"), "utf8"));
const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);

describe("docs/testing.md, tests by engine folder", () => {
  it("has the section", () => {
    expect(text).toContain("| engine folder | its tests |");
  });

  it("has one row per engine folder, and no row for a folder that does not exist", () => {
    const rows = [...text.matchAll(/^\| `engine\/([^`/]+)\/` \|/gm)].map((m) => m[1]!);
    expect([...rows].sort()).toEqual(folders("engine"));
  });

  it("names only test paths that exist", () => {
    const missing = spans.filter((s) => s.startsWith("test/") && !fs.existsSync(path.join(ROOT, s)));
    expect(missing).toEqual([]);
  });

  it("names every folder of test/", () => {
    const named = new Set(spans.filter((s) => /^test\/[^/]+\/$/.test(s)).map((s) => s.slice("test/".length, -1)));
    expect(folders("test").filter((f) => !named.has(f))).toEqual([]);
  });
});
