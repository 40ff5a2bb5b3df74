/**
 * The rules that keep a run from passing by accident (docs/testing.md, "What a green run means"):
 * a missing golden file fails, focused and skipped tests fail the lint and the run, skips happen
 * only when asked for by name, coverage has thresholds, and a benchmark that misses a target exits 1.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../vitest.config.js";
import { verdictLine } from "../../scripts/bench/verdict.js";
import { expectGolden, missingGoldenMessage } from "../support/golden.js";
import { ROOT } from "../support/reference.js";
import { SKIP_SWITCHES } from "../support/skips.js";

const testFiles = () =>
  fs
    .readdirSync(path.join(ROOT, "test"), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(ts|tsx|mjs)$/.test(d.name) && !d.parentPath.includes(`${path.sep}golden`))
    .map((d) => path.join(d.parentPath, d.name));

describe("golden files", () => {
  it("a missing one fails with its path and the command that writes it", async () => {
    const file = path.join(ROOT, "test/golden/never-written/missing.txt");
    await expect(expectGolden("text", file)).rejects.toThrow(missingGoldenMessage(file, expect.getState().testPath));
    expect(missingGoldenMessage(file, path.join(ROOT, "test/x/y.test.ts"))).toBe(
      "missing golden file test/golden/never-written/missing.txt: write it with `npm run golden:update -- test/x/y.test.ts` and read it before committing",
    );
    expect(fs.existsSync(file)).toBe(false);
  });

  it("are compared only through expectGolden, and vitest never writes a new one outside golden:update", () => {
    const direct = testFiles().filter((f) => !f.endsWith("support/golden.ts") && /toMatch(File|Inline)?Snapshot\(/.test(fs.readFileSync(f, "utf8")));
    expect(direct.map((f) => path.relative(ROOT, f))).toEqual([]);
    expect(config.test?.update).toBe("none");
    expect(fs.readFileSync(path.join(ROOT, "scripts/golden-update.ts"), "utf8")).toContain('ATLAS_GOLDEN_UPDATE: "1"');
  });
});

describe("focused and skipped tests", () => {
  it("are refused by vitest everywhere and are errors for the linter", () => {
    expect(config.test?.allowOnly).toBe(false);
    // What only shows at run time (skipIf, runIf, ctx.skip) fails the run through this reporter.
    expect(config.test?.reporters).toContain("./test/support/no-skips-reporter.ts");
    const biome = fs.readFileSync(path.join(ROOT, "biome.jsonc"), "utf8");
    expect(biome).toMatch(/"noFocusedTests": "error"/);
    expect(biome).toMatch(/"noSkippedTests": "error"/);
  });

  it("are found by the lint `npm test` runs", () => {
    const dir = fs.mkdtempSync(path.join(ROOT, "test", ".lint-probe-"));
    try {
      const file = path.join(dir, "probe.test.ts");
      fs.writeFileSync(file, 'import { it } from "vitest";\n\nit.only("a", () => {});\nit.skip("b", () => {});\n');
      const run = spawnSync(path.join(ROOT, "node_modules/.bin/biome"), ["lint", "--diagnostic-level=error", "--vcs-use-ignore-file=false", file], {
        cwd: ROOT,
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stdout + run.stderr).toContain("lint/suspicious/noFocusedTests");
      expect(run.stdout + run.stderr).toContain("lint/suspicious/noSkippedTests");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("skips", () => {
  it("come only from the switches of test/support/skips.ts, each listed in docs/testing.md and set by no CI step", () => {
    const docs = fs.readFileSync(path.join(ROOT, "docs/testing.md"), "utf8");
    const ci = fs.readFileSync(path.join(ROOT, ".ci/run"), "utf8");
    for (const name of Object.keys(SKIP_SWITCHES)) {
      expect(docs, name).toContain(`\`${name}=1\``);
      expect(ci, name).not.toContain(name);
    }
    // Any other ATLAS_SKIP_* read by a test would be a switch the docs do not list.
    const read = new Set(testFiles().flatMap((f) => fs.readFileSync(f, "utf8").match(/ATLAS_SKIP_[A-Z_]+/g) ?? []));
    expect([...read].sort()).toEqual(Object.keys(SKIP_SWITCHES).sort());
  });
});

describe("coverage", () => {
  it("has thresholds for engine/ and viewer/src/", () => {
    const thresholds = (config.test?.coverage as { thresholds?: Record<string, unknown> } | undefined)?.thresholds ?? {};
    expect(Object.keys(thresholds)).toEqual(expect.arrayContaining(["engine/**", "viewer/src/**"]));
  });
});

describe("a benchmark", () => {
  it("that misses a target says so on its verdict line and exits 1", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-verdict-"));
    try {
      const script = path.join(dir, "probe.bench.ts");
      const verdict = path.join(ROOT, "scripts/bench/verdict.ts");
      fs.writeFileSync(script, `import { finish, target } from ${JSON.stringify(verdict)};\nconsole.log(target("speed", 3, ">=", 4, "×"));\nfinish();\n`);
      const run = spawnSync(process.execPath, ["--import", "tsx", script], { cwd: ROOT, encoding: "utf8" });
      expect(run.stdout).toContain("(target >= 4×: MISSED)");
      expect(run.stdout).toContain("verdict probe.bench.ts: MISSED 1 of 1 targets: speed 3× (target >= 4×)");
      expect(run.status).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("that meets every target says so", () => {
    const met = { name: "a", value: 1, op: "<" as const, limit: 2, unit: " ms", met: true };
    expect(verdictLine("x.bench.ts", [met, met])).toBe("verdict x.bench.ts: met, 2 of 2 targets");
    expect(verdictLine("x.bench.ts", [])).toBe("verdict x.bench.ts: no target");
  });
});
