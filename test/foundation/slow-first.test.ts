/**
 * The files test/support/slow-first-sequencer.ts starts first by name must exist: a renamed file
 * would silently fall back to vitest's order and end a clean-clone run late again.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/reference.js";
import { FIRST, SLOW_FILES } from "../support/slow-first-sequencer.js";

describe("the slow-first file list", () => {
  it("names test files that exist", () => {
    expect([...FIRST, ...SLOW_FILES].filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([]);
  });

  it("starts first a file that makes the python runs the language files share", () => {
    for (const file of FIRST) expect(fs.readFileSync(path.join(ROOT, file), "utf8")).toMatch(/\brunLanguages\(/);
  });
});
