/**
 * Golden files for every provider case × language × client:
 * `test/golden/providers/<provider>/<task>/<mode>/<language>/<client>.<ext>`, where mode is
 * `routed`, `direct` or a variant (`routed-lora-adapter`, `direct-versioned-model-id`, …).
 * `npm run golden:update -- test/inference/providers/golden.test.ts` is the only way to rewrite them; the last
 * tests check that every cell has its file and that no file is left over.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { providerGoldenCells } from "../../support/snippet-goldens.js";
import { providerCases } from "./support/cases.js";
import { expectGolden } from "../../support/golden.js";

const ROOT = path.resolve(import.meta.dirname, "../../golden/providers");

describe("provider snippet goldens", () => {
  const cases = providerCases();
  // Shared with the dev server's golden review, which shows and accepts these same cells.
  const cells = providerGoldenCells();

  for (const cell of cells) {
    it(path.relative(ROOT, cell.file), async () => {
      await expectGolden(cell.content, cell.file);
    });
  }

  it("every case produces snippets", () => {
    const filed = new Set(cells.map((cell) => cell.case));
    expect(cases.filter((c) => !filed.has(`${c.provider}/${c.task}/${c.mode}`)).map((c) => c.id)).toEqual([]);
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
