/**
 * Golden files of the chat-mode cases: `test/golden/chat/<case>/<language>/<client>.<ext>`.
 * `npm run golden:update -- test/chat/golden.test.ts` rewrites them; the last tests check that
 * every cell has its file and no file is left over.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, LANGUAGE_MODULES } from "../../engine/index.js";
import { CHAT_CASES } from "./cases.js";
import { expectGolden } from "../support/golden.js";

const ROOT = path.resolve(import.meta.dirname, "../golden/chat");

const cells = CHAT_CASES.flatMap((c) =>
  getInferenceSnippets(c.model, c.request).map((s) => ({
    case: c.name,
    file: path.join(ROOT, c.name, s.language, `${s.client}.${LANGUAGE_MODULES[s.language].extension}`),
    content: s.content,
  })),
);

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
