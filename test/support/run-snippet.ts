/**
 * Runs a generated snippet against the recording server, as a user would run it: JS with
 * node (the real `@huggingface/inference` and `openai` packages resolve from the project),
 * shell with bash and the real curl, python `requests` snippets with Debian's python3 (forked
 * from one interpreter that has imported `requests`: ./python-sdk/fork-runner.ts).
 *
 * How requests reach the recording server (test harness only, snippets are never edited
 * for JS): JS snippets run in the long-lived node processes of ./js-runner-pool.ts, each as
 * `node snippet.mjs` would run it, with `redirect-fetch.mjs` rewriting fetch URLs that start
 * with one of `REDIRECTED_PREFIXES`; for curl and python the same prefixes are replaced with the
 * server's URL in the snippet text before it runs. Each run gets a fresh directory holding
 * the sample files the snippets read (`cats.jpg`, `cat.png`, `sample1.flac`).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { HTTPIE_ENV } from "../inference/providers/support/httpie.js";
import { runJs } from "./js-runner-pool.js";
import { pythonRunner } from "./python-sdk/fork-runner.js";
import { PYTHON } from "./syntax-check.js";

export const REDIRECTED_PREFIXES = ["https://router.huggingface.co", "https://huggingface.co", "https://my-endpoint.example.com"];

/** Sample input files: small, distinct bytes so a test can tell which one was sent. */
export const SAMPLE_FILES: Record<string, Buffer> = {
  "cats.jpg": Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]),
  "cat.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 5, 6, 7, 8]),
  "sample1.flac": Buffer.from([0x66, 0x4c, 0x61, 0x43, 9, 10, 11, 12]),
};

// Inside the project so that `import … from "@huggingface/inference"` resolves from node_modules.
const WORK = path.resolve(import.meta.dirname, "../../node_modules/.cache/atlas-exec");

const TIMEOUT_MS = 90_000;

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  dir: string;
}

export const TEST_ENV = { HF_TOKEN: "hf_test_token", API_TOKEN: "endpoint_test_token" };

function workDir(): string {
  fs.mkdirSync(WORK, { recursive: true });
  const dir = fs.mkdtempSync(path.join(WORK, "run-"));
  for (const [name, bytes] of Object.entries(SAMPLE_FILES)) fs.writeFileSync(path.join(dir, name), bytes);
  return dir;
}

/** A run's whole environment: only PATH, the run's folder as HOME, HTTPie's settings and `env`. */
const runEnv = (dir: string, env: Record<string, string>) => ({ PATH: process.env.PATH ?? "", HOME: dir, ...HTTPIE_ENV, ...env });

function run(command: string, args: string[], dir: string, env: Record<string, string>): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: dir, env: runEnv(dir, env), timeout: TIMEOUT_MS }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr), dir });
    });
  });
}

const rewrite = (code: string, server: string) => REDIRECTED_PREFIXES.reduce((text, prefix) => text.split(prefix).join(server), code);

export async function runSnippet(language: string, client: string, code: string, server: string, env: Record<string, string> = {}): Promise<RunResult> {
  const dir = workDir();
  const fullEnv = { ...TEST_ENV, ...env };
  if (language === "js") {
    const file = path.join(dir, "snippet.mjs");
    fs.writeFileSync(file, code);
    const redirect = { ATLAS_RECORDING_SERVER: server, ATLAS_REDIRECT_PREFIXES: JSON.stringify(REDIRECTED_PREFIXES) };
    return { ...(await runJs(file, dir, runEnv(dir, { ...fullEnv, ...redirect }), TIMEOUT_MS)), dir };
  }
  if (language === "sh") {
    fs.writeFileSync(path.join(dir, "snippet.sh"), rewrite(code, server));
    return run("bash", ["snippet.sh"], dir, fullEnv);
  }
  if (language === "python" && client === "requests") {
    fs.writeFileSync(path.join(dir, "snippet.py"), rewrite(code, server));
    const runner = await pythonRunner(PYTHON, "requests");
    return { ...(await runner.run("snippet.py", dir, runEnv(dir, fullEnv), TIMEOUT_MS / 1000)), dir };
  }
  throw new Error(`no runner for ${language}/${client}`);
}

/** Removes one run's directory (each test removes its own: other suites may be running). */
export function removeRun(result: RunResult): void {
  fs.rmSync(result.dir, { recursive: true, force: true });
}
