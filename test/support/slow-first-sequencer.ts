/**
 * vitest's file order (vitest.config.ts): the files that run real toolchains, snippets and
 * browsers (execution, hostile, e2e and package tests, up to half a minute each), and those that
 * build a throwaway copy of the project (the docs how-tos, upstream), start first.
 * On a clean clone vitest has no durations yet and starts the largest files first; these test
 * files are small, so they came last and the run ended on one of them while the other worker
 * sat idle. Within each group vitest's own order (durations once known) is kept.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

const SLOW = /(execution|hostile|e2e|consumer|how-tos|upstream)\.test\.tsx?$/;

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => SLOW.test(f.moduleId)), ...sorted.filter((f) => !SLOW.test(f.moduleId))];
  }
}
