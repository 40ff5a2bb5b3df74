/**
 * The 80-line function limit's exceptions: lint/long-functions.jsonc may only shrink and lists
 * test files only (a whole source file exempt would let a new long function there pass unseen);
 * a source function that must stay long says why in its own biome-ignore comment.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/reference.js";

/** The list's length today; lower it when a file leaves the list. */
const AT_MOST = 5;

const text = readFileSync("lint/long-functions.jsonc", "utf8").replace(/^\s*\/\/.*$/gm, "");
const listed: string[] = JSON.parse(text).overrides[0].includes;

const RULE = "lint/complexity/noExcessiveLinesPerFunction";
const IGNORE = new RegExp(`biome-ignore(?:-all|-start)?\\s+${RULE}\\b(.*)$`, "gm");

/** The biome-ignore comments for the rule in `source` that give no reason (the text after the colon). */
function ignoresWithoutReason(source: string): string[] {
  return [...source.matchAll(IGNORE)].filter(([, rest]) => !/^:\s*[^<\s][^<>]{9,}$/.test(rest!.replace(/\s*\*\/\s*$/, "").trim())).map(([line]) => line);
}

/** Every code file of the repository that Biome lints (biome.jsonc's `files.includes`). */
function codeFiles(): string[] {
  const skip = new Set(["node_modules", "dist", "coverage", ".git", "generated", "golden", "fixtures"]);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !skip.has(entry.name) && !entry.name.startsWith(".")) walk(file);
      else if (entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name)) out.push(file);
    }
  };
  walk("");
  return out;
}

describe("long-function exceptions", () => {
  it("are no more than today", () => {
    expect(listed.length).toBeLessThanOrEqual(AT_MOST);
  });

  it("name files that exist, each once, sorted", () => {
    expect(listed.filter((file) => !existsSync(file))).toEqual([]);
    expect([...new Set(listed)].sort()).toEqual(listed);
  });

  it("name test files only", () => {
    expect(listed.filter((file) => !file.startsWith("test/"))).toEqual([]);
  });

  it("a biome-ignore of the limit says why", () => {
    const files = codeFiles();
    expect(files).toContain("engine/index.ts");
    const bare = files.flatMap((file) => ignoresWithoutReason(readFileSync(path.join(ROOT, file), "utf8")).map((line) => `${file}: ${line}`));
    expect(bare).toEqual([]);
  });

  it("an ignore without a reason, or with a placeholder, is caught", () => {
    expect(ignoresWithoutReason(`// biome-ignore ${RULE}: the table of every task, one case a line`)).toEqual([]);
    expect(ignoresWithoutReason(`{/* biome-ignore ${RULE}: one parser state machine, read top to bottom */}`)).toEqual([]);
    expect(ignoresWithoutReason(`// biome-ignore ${RULE}:`)).toHaveLength(1);
    expect(ignoresWithoutReason(`// biome-ignore ${RULE}`)).toHaveLength(1);
    expect(ignoresWithoutReason(`// biome-ignore ${RULE}: <explanation>`)).toHaveLength(1);
    expect(ignoresWithoutReason(`// biome-ignore ${RULE}: long`)).toHaveLength(1);
  });
});
