import os from "node:os";
import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./test/support/slow-first-sequencer.js";

// One id per `vitest run`, inherited by the test processes: the end-to-end files share one viewer build of it (test/viewer/serve.ts).
process.env.ATLAS_TEST_RUN ??= `${process.pid}-${Date.now()}`;

/** Test files that change what later files in the same worker would see; each runs in a fresh worker. */
export const ISOLATED = [
  // vi.mock replaces a module for the whole module graph.
  "test/viewer/accessibility.test.tsx",
];

export default defineConfig({
  test: {
    // Golden files are compared through test/support/golden.ts. vitest writes a missing snapshot
    // file and passes wherever it does not detect CI; "none" makes it fail everywhere, and only
    // `npm run golden:update` (which passes --update) writes or rewrites golden files.
    update: "none",
    // A focused test (`it.only`) fails the run everywhere, not only where vitest detects CI.
    allowOnly: false,
    // A test skipped at run time (skipIf, runIf, ctx.skip) fails the run unless a skip switch asked for it.
    reporters: ["default", "./test/support/no-skips-reporter.ts"],
    // Limits that catch a hang, not speed targets: the 2-core CI machine runs two test files at a
    // time, each starting toolchains and browsers, and a step that takes a second alone can take
    // ten there (clean-clone runs have failed on lower limits).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits up to this long (vitest's default is one second) for a browser page or a server to settle.
    expect: { poll: { timeout: 30_000 } },
    // vitest's default (one worker fewer than the cores) runs one file at a time on the 2-core CI
    // machine, while the execution tests spend much of their time waiting on child processes and
    // the recording server: two files at a time there.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: SlowFirstSequencer },
    // Most files share one module graph per worker (`isolate: false`): importing the engine anew
    // for each of ~170 files took about three minutes of worker time. No engine state outlives a
    // call in a way a test can see (caches give the same output, test/inference/id-cache.test.ts),
    // and test/foundation/shared-workers.test.ts keeps what would leak from one file into the next
    // (module mocks, process-wide variables and working folder, global objects) in the isolated list.
    projects: [
      { extends: true, test: { name: "isolated", include: ISOLATED } },
      { extends: true, test: { name: "shared", include: ["test/**/*.test.ts", "test/**/*.test.tsx"], exclude: ISOLATED, isolate: false } },
    ],
    coverage: {
      provider: "v8",
      include: ["engine/**/*.ts", "scripts/**/*.ts", "viewer/src/**/*.{ts,tsx}"],
      exclude: ["engine/generated/**", "scripts/bench/**"],
      reporter: ["text-summary"],
      // Floors a little under the figures of a clean full run (2026-12-06, `npx vitest run
      // --coverage --coverage.reporter=json-summary`, summed per folder): engine/ lines 92.60 %,
      // statements 91.05 %, functions 92.74 %, branches 83.74 %; viewer/src/ 74.08, 74.03, 74.53,
      // 68.54; scripts/ 80.72, 80.95, 81.91, 75.86. A change that drops below one fails npm test.
      // The viewer's end-to-end runs happen in Chromium and are not counted here.
      thresholds: {
        "engine/**": { lines: 91, statements: 90, functions: 91, branches: 82 },
        "viewer/src/**": { lines: 73, statements: 73, functions: 73, branches: 67 },
        "scripts/**": { lines: 79, statements: 79, functions: 80, branches: 74 },
      },
    },
  },
});
