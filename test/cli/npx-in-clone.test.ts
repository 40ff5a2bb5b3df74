/**
 * `npx model-atlas` inside a clone of the repository: npm links the repository's own package
 * and runs its `bin`, which must work from the sources (no dist/ in a fresh clone, and a dist/
 * left from an earlier build must not shadow the sources). An empty npm cache in a temporary
 * folder keeps the run from reusing a link an earlier run made.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const cache = mkdtempSync(join(tmpdir(), "model-atlas-npx-cache-"));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe("npx model-atlas in the clone", () => {
  it("the bin is a committed file that runs the sources when engine/ is next to it", () => {
    const { bin } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { bin: Record<string, string> };
    const file = bin["model-atlas"]!;
    expect(file).not.toMatch(/^(\.\/)?dist\//);
    const tracked = spawnSync("git", ["ls-files", "--error-unmatch", file], { cwd: ROOT, encoding: "utf8" });
    expect(tracked.status, tracked.stderr).toBe(0);
  });

  it("runs a command through npx from the repository root", () => {
    const run = spawnSync("npx", ["--no-install", "model-atlas", "tasks", "translation", "--own"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, npm_config_cache: cache, npm_config_update_notifier: "false", HF_TOKEN: "" },
    });
    expect(run.stderr).not.toContain("not found");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Task:\s+translation$/m);
  }, 120_000);
});
