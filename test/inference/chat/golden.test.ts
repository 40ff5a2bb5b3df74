/**
 * Golden files of the chat-mode cases: `test/golden/chat/<case>/<language>/<client>.<ext>`.
 * `npm run golden:update -- test/inference/chat/golden.test.ts` rewrites them; the last tests check that
 * every cell has its file and no file is left over.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chatGoldenCells } from "../../support/snippet-goldens.js";
import { CHAT_CASES } from "./cases.js";
import { expectGolden } from "../../support/golden.js";

const ROOT = path.resolve(import.meta.dirname, "../../golden/chat");

// Shared with the dev server's golden review, which shows and accepts these same cells.
const cells = chatGoldenCells();

describe("chat-mode snippet goldens", () => {
  for (const cell of cells) {
    it(path.relative(ROOT, cell.file), async () => {
      await expectGolden(cell.content, cell.file);
    });
  }

  it("every case produces snippets", () => {
    expect(CHAT_CASES.filter((c) => !cells.some((cell) => cell.case === c.name)).map((c) => c.name)).toEqual([]);
  });

  it("no golden file is orphaned", () => {
    const expected = new Set(cells.map((c) => c.file));
    const found = fs.existsSync(ROOT)
      ? fs
          .readdirSync(ROOT, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => path.join(d.parentPath, d.name))
      : [];
    expect(found.filter((f) => !expected.has(f))).toEqual([]);
  });
});
