/**
 * The long-lived JS runners of test/support/js-runner-pool.ts give what `node snippet.mjs` gives:
 * the same exit status and standard output for each way a script can end, with each script's own
 * environment and folder, many at once, and a runner that a script ended replaced.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runJs } from "../support/js-runner-pool.js";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-js-runner-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const SCRIPTS: Record<string, string> = {
  "prints its variable and folder": 'console.log(process.env.PROBE, process.cwd().endsWith("prints-its-variable-and-folder"));',
  "throws at the top level": 'console.log("before");\nthrow new Error("top-level failure");',
  "rejects after its module ran": 'setTimeout(() => { console.log("late"); Promise.reject(new Error("late rejection")); }, 30);',
  "awaits a timer": 'await new Promise((r) => setTimeout(r, 30));\nprocess.stdout.write("waited\\n");',
  "sets an exit code": 'console.error("to stderr");\nprocess.exitCode = 3;',
  "calls process.exit": 'console.log("bye");\nprocess.exit(5);\nconsole.log("never");',
  "sees no variable of another script": 'console.log(process.env.PROBE, process.env.LEFT_OVER ?? "none");\nprocess.env.LEFT_OVER = "x";',
};

function script(name: string): { file: string; dir: string } {
  const dir = path.join(work, name.replace(/\W+/g, "-"));
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "snippet.mjs");
  fs.writeFileSync(file, SCRIPTS[name]!);
  return { file, dir };
}

const envFor = (name: string) => ({ PATH: process.env.PATH ?? "", PROBE: `probe-${name.length}` });

function node(file: string, dir: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [file], { cwd: dir, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe("the JS runners", () => {
  it.each(Object.keys(SCRIPTS))("give node's exit status and output: %s", async (name) => {
    const { file, dir } = script(name);
    const [pooled, plain] = await Promise.all([runJs(file, dir, envFor(name), 20_000), node(file, dir, envFor(name))]);
    expect({ code: pooled.code, stdout: pooled.stdout }).toEqual({ code: plain.code, stdout: plain.stdout });
    // An error's message reaches stderr (node adds the source line and its version; the runner does not).
    for (const message of ["top-level failure", "late rejection", "to stderr"]) if (plain.stderr.includes(message)) expect(pooled.stderr).toContain(message);
  });

  it("run a script again as a new module, each of many at once with its own variables", async () => {
    const { file, dir } = script("sees no variable of another script");
    const runs = await Promise.all(Array.from({ length: 8 }, (_, i) => runJs(file, dir, { PATH: process.env.PATH ?? "", PROBE: `p${i}` }, 20_000)));
    expect(runs.map((r) => r.stdout)).toEqual(Array.from({ length: 8 }, (_, i) => `p${i} none\n`));
  });

  it("stop a script that does not end, and the next script still runs", async () => {
    const dir = path.join(work, "forever");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "snippet.mjs"), "setInterval(() => {}, 1000);");
    const stuck = await runJs(path.join(dir, "snippet.mjs"), dir, envFor("forever"), 500);
    expect(stuck.code).toBe(124);
    expect(stuck.stderr).toContain("timed out after 500 ms");
    const { file, dir: next } = script("prints its variable and folder");
    expect((await runJs(file, next, envFor("x"), 20_000)).stdout).toBe("probe-1 true\n");
  });
});
