/**
 * Runs python SDK snippets (huggingface_hub, openai) with the venv of ./venv.ts against a
 * recording server (through the start-up server of ./fork-runner.ts), one after the other, each in a folder of its own holding the given sample
 * files: ./sitecustomize.py sends their https:// calls to the server as /__host/<host>/<path>.
 * The requests a run made are the ones the server recorded while it ran. Used where the batch
 * runners of test/inference/providers/support/run.ts (whose python driver patches only `requests`) cannot go.
 */
import { pythonRunner, sdkEnv, snippetFolder } from "./fork-runner.js";
import fs from "node:fs";
import path from "node:path";
import type { RecordedRequest, RecordingServer } from "../recording-server.js";
import { ROOT } from "../reference.js";

export interface SdkCase {
  id: string;
  code: string;
  env: Record<string, string>;
}

export interface SdkResult {
  id: string;
  ok: boolean;
  stdout: string;
  error: string;
  files: Record<string, Buffer>;
  requests: RecordedRequest[];
}

const WORK = path.join(ROOT, `node_modules/.cache/atlas-py-sdk-runs-${process.pid}`);

export async function runPythonSdkCases(
  python: string,
  cases: SdkCase[],
  server: RecordingServer,
  samples: Record<string, Buffer>,
): Promise<Map<string, SdkResult>> {
  const results = new Map<string, SdkResult>();
  const runner = await pythonRunner(python);
  for (const c of cases) {
    const dir = snippetFolder(WORK, c.code, samples);
    const before = server.requests.length;
    const run = await runner.run("snippet.py", dir, sdkEnv(dir, server.url, c.env), 60);
    const files: Record<string, Buffer> = {};
    for (const name of fs.readdirSync(dir)) if (!(name in samples) && name !== "snippet.py") files[name] = fs.readFileSync(path.join(dir, name));
    fs.rmSync(dir, { recursive: true, force: true });
    results.set(c.id, {
      id: c.id,
      ok: run.code === 0,
      stdout: run.stdout,
      error: run.code === 0 ? "" : run.stderr || `exit ${run.code}`,
      files,
      requests: server.requests.slice(before),
    });
  }
  fs.rmSync(WORK, { recursive: true, force: true });
  return results;
}
