import os from "node:os";
import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./test/support/slow-first-sequencer.js";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    // Golden files are compared with toMatchFileSnapshot; `vitest -u` is the only way to rewrite them.
    testTimeout: 30_000,
    // vitest's default (one worker fewer than the cores) runs one file at a time on the 2-core CI
    // machine, while the execution tests spend much of their time waiting on child processes and
    // the recording server: two files at a time there.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: SlowFirstSequencer },
    coverage: {
      provider: "v8",
      include: ["engine/**/*.ts", "scripts/**/*.ts"],
      exclude: ["engine/generated/**", "scripts/bench/**"],
      reporter: ["text-summary"],
    },
  },
});
