/**
 * Runs python snippets through ./fork_server.py: the interpreter imports what the snippets use
 * once (the venv's python: openai and huggingface_hub; Debian's python3: requests), then forks
 * a child per snippet, which runs it as `python snippet.py` would in the folder and with the
 * environment given. Same answer as spawning the interpreter per snippet (exit code, stdout,
 * stderr), without the imports each time.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../reference.js";

export interface PythonRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface PythonRunner {
  /** Runs `file` (a path inside `cwd`) with exactly `env` as its environment. */
  run(file: string, cwd: string, env: Record<string, string>, timeoutSeconds?: number): Promise<PythonRun>;
  close(): void;
}

const SERVER = path.join(ROOT, "test/support/python-sdk/fork_server.py");
const SITE = path.join(ROOT, "test/support/python-sdk");

/** What a server loads: the SDKs (with ./sitecustomize.py's redirection) or `requests`. */
export type Preset = "sdk" | "requests";

/**
 * One server per python, preset and test process, started on first use and kept for the files
 * vitest runs after it in the same process (its imports cost a second or two): it holds the
 * process open only while a run is under way, and ends when the process does (its input closes).
 */
const RUNNERS = new Map<string, Promise<PythonRunner>>();

export function pythonRunner(python: string, preset: Preset = "sdk"): Promise<PythonRunner> {
  const key = `${preset} ${python}`;
  let runner = RUNNERS.get(key);
  if (runner) return runner;
  // A server that ended, or never came up, is started anew by the next call.
  const forget = () => RUNNERS.get(key) === runner && RUNNERS.delete(key);
  runner = start(python, preset, forget);
  runner.catch(forget);
  RUNNERS.set(key, runner);
  return runner;
}

/** Stops every server this process started (an afterAll). */
export async function closePythonRunners(): Promise<void> {
  const runners = [...RUNNERS.values()];
  RUNNERS.clear();
  for (const runner of runners) (await runner).close();
}

async function start(python: string, preset: Preset, ended: () => void): Promise<PythonRunner> {
  const base = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PYTHONDONTWRITEBYTECODE: "1" };
  // ATLAS_SERVER is a stand-in here, so that ./sitecustomize.py installs its redirection; each run sets its own.
  const sdk = { PYTHONPATH: SITE, ATLAS_SERVER: "http://127.0.0.1:9", HF_HUB_DISABLE_TELEMETRY: "1" };
  const env = preset === "sdk" ? { ...base, ...sdk } : base;
  const child: ChildProcessWithoutNullStreams = spawn(python, [SERVER, preset], { env, stdio: "pipe" });
  // The runs' stdout and stderr, outside their folders (whose files the tests list).
  const outputs = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-py-runs-"));
  const waiting = new Map<string, (code: number) => void>();
  let serial = 0;
  let buffered = "";
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`fork_server.py exited ${code} before it was ready: ${stderr.slice(-800)}`)));
    child.stdout.on("data", (d: Buffer) => {
      buffered += d.toString("utf8");
      const lines = buffered.split("\n");
      buffered = lines.pop()!;
      for (const line of lines) {
        const message = JSON.parse(line) as { ready?: boolean; id?: string; code?: number };
        if (message.ready) resolve();
        else waiting.get(message.id!)?.(message.code!);
      }
    });
  });
  child.removeAllListeners("exit");
  child.on("exit", () => {
    ended();
    for (const done of waiting.values()) done(1);
    waiting.clear();
  });
  // Referenced only while a run is waiting for its answer.
  const hold = (busy: boolean) => {
    for (const handle of [child, child.stdin, child.stdout, child.stderr] as { ref(): void; unref(): void }[]) busy ? handle.ref() : handle.unref();
  };
  hold(false);
  return {
    run(file, cwd, runEnv, timeoutSeconds = 60) {
      const id = String(serial++);
      const out = path.join(outputs, `${id}.out`);
      const err = path.join(outputs, `${id}.err`);
      return new Promise<PythonRun>((resolve) => {
        if (!waiting.size) hold(true);
        waiting.set(id, (code) => {
          waiting.delete(id);
          if (!waiting.size) hold(false);
          const read = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f, "utf8") : "");
          const result = {
            code,
            stdout: read(out),
            stderr: read(err) || (child.exitCode !== null || child.signalCode !== null ? `fork_server.py stopped: ${stderr.slice(-800)}` : ""),
          };
          fs.rmSync(out, { force: true });
          fs.rmSync(err, { force: true });
          resolve(result);
        });
        child.stdin.write(`${JSON.stringify({ id, file, cwd, env: runEnv, out, err, timeout: timeoutSeconds })}\n`);
      });
    },
    close() {
      child.stdin.end();
      child.kill();
      fs.rmSync(outputs, { recursive: true, force: true });
    },
  };
}

/**
 * One python SDK snippet, unedited, in a new folder under `work` holding `samples`:
 * ./sitecustomize.py sends its https:// calls to `server` as /__host/<host>/…
 */
export async function runSdkSnippet(
  python: string,
  code: string,
  server: string,
  work: string,
  samples: Record<string, Buffer>,
  extraEnv: Record<string, string> = {},
): Promise<PythonRun> {
  const dir = snippetFolder(work, code, samples);
  try {
    return await (await pythonRunner(python)).run("snippet.py", dir, sdkEnv(dir, server, extraEnv), 30);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A new folder under `work` holding `samples` and the snippet as `snippet.py`. */
export function snippetFolder(work: string, code: string, samples: Record<string, Buffer>): string {
  fs.mkdirSync(work, { recursive: true });
  const dir = fs.mkdtempSync(path.join(work, "run-"));
  for (const [name, bytes] of Object.entries(samples)) fs.writeFileSync(path.join(dir, name), bytes);
  fs.writeFileSync(path.join(dir, "snippet.py"), code);
  return dir;
}

/** The whole environment of one SDK run in `dir` (its home too), sending https:// calls to `server`, with `extra` on top. */
export function sdkEnv(dir: string, server: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: dir,
    PYTHONPATH: SITE,
    ATLAS_SERVER: server,
    HF_HUB_DISABLE_TELEMETRY: "1",
    NO_PROXY: "*",
    PYTHONDONTWRITEBYTECODE: "1",
    ...extra,
  };
}
