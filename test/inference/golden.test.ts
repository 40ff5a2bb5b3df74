/**
 * Golden files for every case × language × client: `test/golden/inference/<case>/<language>/<client>.<ext>`.
 * `npm run golden:update -- test/inference/golden.test.ts` is the only way to rewrite them; the last
 * two tests check that every cell has its file and that no file is left over.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inferenceGoldenCells } from "../support/snippet-goldens.js";
import { CASES } from "./cases.js";
import { expectGolden } from "../support/golden.js";

const ROOT = path.resolve(import.meta.dirname, "../golden/inference");

// Shared with the dev server's golden review, which shows and accepts these same cells.
const cells = inferenceGoldenCells();

describe("inference snippet goldens", () => {
  for (const cell of cells) {
    it(path.relative(ROOT, cell.file), async () => {
      await expectGolden(cell.content, cell.file);
    });
  }

  it("every case produces snippets", () => {
    const empty = CASES.filter((c) => !cells.some((cell) => cell.case === c.name)).map((c) => c.name);
    expect(empty).toEqual([]);
  });

  it("every cell has a golden file", () => {
    expect(cells.filter((c) => !fs.existsSync(c.file)).map((c) => c.file)).toEqual([]);
  });

  it("no golden file is orphaned", () => {
    const expected = new Set(cells.map((c) => c.file));
    const found = fs
      .readdirSync(ROOT, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name));
    expect(found.filter((f) => !expected.has(f))).toEqual([]);
  });
});
