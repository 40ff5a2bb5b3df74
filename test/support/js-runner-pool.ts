/**
 * A few ./js-runner.mjs processes shared by every JS snippet run of a test process: each takes one
 * snippet at a time (a snippet's environment and folder are process-wide), more start while all
 * are busy, up to `MAX`, and one that ended (a snippet's `process.exit`, a time-out, a crash) is
 * dropped and its snippet reported as node would report it.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";

const RUNNER = path.resolve(import.meta.dirname, "js-runner.mjs");
const MAX = 3;

export interface JsRun {
  code: number;
  stdout: string;
  stderr: string;
}

interface Job {
  id: number;
  file: string;
  cwd: string;
  env: Record<string, string>;
  timeoutMs: number;
  done: (run: JsRun) => void;
}

interface Runner {
  child: ChildProcessWithoutNullStreams;
  job?: Job;
}

const idle: Runner[] = [];
const waiting: Job[] = [];
let started = 0;
let serial = 0;

function startRunner(): Runner {
  const child = spawn(process.execPath, [RUNNER], { env: { PATH: process.env.PATH ?? "" }, stdio: ["pipe", "pipe", "pipe"] });
  const runner: Runner = { child };
  started++;
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    if (!line.startsWith("{")) return;
    const result = JSON.parse(line) as JsRun & { id: number; ended?: boolean };
    const job = runner.job;
    if (!job || job.id !== result.id) return;
    runner.job = undefined;
    job.done({ code: result.code, stdout: result.stdout, stderr: result.stderr });
    if (result.ended) hold(runner, false);
    else release(runner);
  });
  child.on("close", (code, signal) => {
    started--;
    const at = idle.indexOf(runner);
    if (at >= 0) idle.splice(at, 1);
    const job = runner.job;
    runner.job = undefined;
    if (job) job.done({ code: code ?? 1, stdout: "", stderr: `the JS runner ended (${signal ?? code}) during the snippet: ${stderr.slice(-500)}` });
    dispatch();
  });
  return runner;
}

/** A runner keeps its test process alive while it runs a snippet, never while it waits for one. */
function hold(runner: Runner, busy: boolean): void {
  const { child } = runner;
  if (busy) child.ref();
  else child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) {
    const handle = stream as unknown as { ref?: () => void; unref?: () => void };
    if (busy) handle.ref?.();
    else handle.unref?.();
  }
}

function release(runner: Runner): void {
  hold(runner, false);
  if (runner.child.exitCode !== null || runner.child.signalCode !== null) return;
  idle.push(runner);
  dispatch();
}

function dispatch(): void {
  while (waiting.length) {
    const runner = idle.pop() ?? (started < MAX ? startRunner() : undefined);
    if (!runner) return;
    const job = waiting.shift()!;
    runner.job = job;
    hold(runner, true);
    const { done: _, ...message } = job;
    runner.child.stdin.write(`${JSON.stringify(message)}\n`);
  }
}

/** Runs the module `file` as `node file` would, in `cwd` with exactly `env`. */
export function runJs(file: string, cwd: string, env: Record<string, string>, timeoutMs: number): Promise<JsRun> {
  return new Promise((done) => {
    waiting.push({ id: ++serial, file, cwd, env, timeoutMs, done });
    dispatch();
  });
}
