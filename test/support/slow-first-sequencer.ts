/**
 * vitest's file order (vitest.config.ts): the files that run real toolchains, snippets and
 * browsers (execution, hostile, e2e and package tests, up to half a minute each), and those that
 * build a throwaway copy of the project (the docs how-tos, upstream), start first.
 * On a clean clone vitest has no durations yet and starts the largest files first; these test
 * files are small, so they came last and the run ended on one of them while the other worker
 * sat idle. Within each group vitest's own order (durations once known) is kept.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

const SLOW_KINDS = /(execution|hostile|e2e|consumer|how-tos|upstream)\.test\.tsx?$/;
/**
 * Other files of ten seconds or more in a clean-clone run (docs/benchmarks.md): started late,
 * the conformance suite (35 s) and the language failure file (12 s) ran last while the other
 * worker had nothing left to take.
 */
export const SLOW_FILES = [
  "test/languages/api-errors.test.ts",
  "test/languages/large-bodies.test.ts",
  "test/inference/providers/httpie-server.test.ts",
  "test/server/conformance.test.ts",
  "test/agreement/agreement.test.ts",
  "test/library-snippets/syntax.test.ts",
  "test/real-records/syntax.test.ts",
  "test/cli/batch.test.ts",
  "test/inference/chat/matrix.test.ts",
  "test/languages/failures.test.ts",
  "test/server/mcp-http.test.ts",
  "test/inference/providers/defects.test.ts",
  "test/languages/javac-server.test.ts",
  "test/cli/export.test.ts",
];
const isSlow = (file: string) => SLOW_KINDS.test(file) || SLOW_FILES.some((slow) => file.endsWith(slow));
/**
 * Started before all others: the first language execution file makes the python runs that the
 * other four read from a file (test/languages/same-request.ts). Started together, as the small
 * files of the slow group came, one of them waited for the other's python runs with its core idle.
 */
export const FIRST = ["test/languages/java-execution.test.ts"];
const isFirst = (file: string) => FIRST.some((first) => file.endsWith(first));

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((f) => isFirst(f.moduleId)),
      ...sorted.filter((f) => isSlow(f.moduleId) && !isFirst(f.moduleId)),
      ...sorted.filter((f) => !isSlow(f.moduleId) && !isFirst(f.moduleId)),
    ];
  }
}
