/**
 * The one way a test compares text with a golden file under test/golden/. Outside
 * `npm run golden:update` (which sets ATLAS_GOLDEN_UPDATE=1 and passes vitest's --update), a
 * missing file fails with its path and the command that writes it. vitest itself would write a
 * new file and pass wherever it does not detect CI; `update: "none"` in vitest.config.ts stops
 * that too, so a golden nobody has read can never appear by accident.
 */
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { ROOT } from "./reference.js";

/** True only under `npm run golden:update`. */
export const GOLDEN_UPDATE = process.env.ATLAS_GOLDEN_UPDATE === "1";

/** The message for a golden file that is not there; exported for the test that checks it. */
export function missingGoldenMessage(file: string, testFile: string | undefined): string {
  const target = testFile ? ` -- ${path.relative(ROOT, testFile)}` : "";
  return `missing golden file ${path.relative(ROOT, file)}: write it with \`npm run golden:update${target}\` and read it before committing`;
}

/** Asserts that `actual` equals the golden file `file` (absolute, or relative to the repository). */
export async function expectGolden(actual: string, file: string): Promise<void> {
  const absolute = path.resolve(ROOT, file);
  if (!GOLDEN_UPDATE && !fs.existsSync(absolute)) throw new Error(missingGoldenMessage(absolute, expect.getState().testPath));
  await expect(actual).toMatchFileSnapshot(absolute);
}
