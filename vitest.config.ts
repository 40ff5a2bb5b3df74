import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    // Golden files are compared with toMatchFileSnapshot; `vitest -u` is the only way to rewrite them.
    testTimeout: 30_000,
    coverage: {
      provider: "v8",
      include: ["engine/**/*.ts", "scripts/**/*.ts"],
      exclude: ["engine/generated/**", "scripts/bench/**"],
      reporter: ["text-summary"],
    },
  },
});
