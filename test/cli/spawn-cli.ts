/**
 * Runs the `model-atlas` command as a child process (for batch: threads, signals, files): the
 * command as it ships (scripts/package/command-line-bundle.mjs), built once per test run. Started
 * from the sources through tsx, each command cost about five times the CPU; ./launcher.test.ts
 * checks that the clone's launcher (bin/model-atlas.js) gives the same answers.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "../support/reference.js";
import { sharedBuild } from "../support/shared-build.js";

function buildCommandLine(outDir: string): void {
  const out = spawnSync(process.execPath, [join(ROOT, "scripts/package/command-line-bundle.mjs"), outDir], { encoding: "utf8" });
  if (out.status !== 0) throw new Error(`scripts/package/command-line-bundle.mjs failed:\n${out.stderr}${out.error?.message ?? ""}`);
}

/** The built command's bin.js; the service `serve` loads lies beside it, in ../server/. */
export const LAUNCHER = join(await sharedBuild("cli", buildCommandLine), "cli", "bin.js");

export interface SpawnedRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export function startCli(argv: string[], cwd: string): ChildProcess {
  return spawn(process.execPath, [LAUNCHER, ...argv], { cwd, stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, HF_TOKEN: "" } });
}

export function finished(child: ChildProcess, stdin?: string): Promise<SpawnedRun> {
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  if (stdin !== undefined) child.stdin!.end(stdin);
  return new Promise((resolve) => child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr })));
}

export function runSpawned(argv: string[], cwd: string, stdin?: string): Promise<SpawnedRun> {
  return finished(startCli(argv, cwd), stdin ?? "");
}
