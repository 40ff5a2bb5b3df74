/**
 * A vitest reporter that fails the run when a test was skipped, unless the person running the
 * tests asked for a skip by name (a switch of ./skips.ts). Biome refuses `.skip` in the source;
 * this catches what only shows at run time (`skipIf`, `runIf`, `ctx.skip()`), so a green run
 * means every test ran.
 */
import type { Reporter, TestModule, Vitest } from "vitest/node";
import { SKIP_SWITCHES, skipRequested, type SkipSwitch } from "./skips.js";

export default class NoSkipsReporter implements Reporter {
  /** `-t <pattern>` runs some tests on purpose and skips the rest: no verdict then. */
  private filtered = false;

  onInit(vitest: Vitest): void {
    this.filtered = Boolean(vitest.config.testNamePattern);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const asked = (Object.keys(SKIP_SWITCHES) as SkipSwitch[]).filter(skipRequested);
    if (asked.length || this.filtered) return;
    const skipped = testModules.flatMap((module) => [...module.children.allTests("skipped")].map((test) => `${module.moduleId}: ${test.fullName}`));
    if (!skipped.length) return;
    console.error(
      `\n${skipped.length} test(s) skipped without a skip switch (test/support/skips.ts), which fails the run:\n${skipped.map((s) => `  ${s}`).join("\n")}\n`,
    );
    process.exitCode = 1;
  }
}
