/** Runs the real `model-atlas` launcher as a child process (for batch: threads, signals, files). */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

export const LAUNCHER = join(import.meta.dirname, "../../scripts/model-atlas.mjs");

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
