// A node process that runs JS snippets one after another, for ./run-snippet.ts: starting node and
// loading @huggingface/inference or openai for every snippet cost about half a second of CPU
// each, a few hundred times per run. Each snippet still runs as `node snippet.mjs` would:
// - its own module (a new file), its own environment (exactly the one given), its folder as the
//   working directory, fetch redirected by ./redirect-fetch.mjs as in a process of its own;
// - it ends when nothing it started keeps the event loop alive (what ends a node process), and
//   its exit status is node's: 1 after an uncaught exception or unhandled rejection (printed to
//   its stderr), else `process.exitCode`;
// - `process.exit` or a time-out ends this runner too (the snippet's work may still be running),
//   and ./run-snippet.ts starts a new one.
// Protocol: one JSON job per stdin line {id, file, cwd, env, timeoutMs}; one JSON line per job on
// stdout {id, code, stdout, stderr, ended?}; `ended`: this runner exits and takes no more jobs.
import fs from "node:fs";
import readline from "node:readline";
import { pathToFileURL } from "node:url";
import { inspect } from "node:util";
import { providerMappingCache } from "./provider-mapping-cache.mjs";
import "./redirect-fetch.mjs";

// The hub client caches each model's provider mapping; each snippet is a new process to it.
const mappingCache = await providerMappingCache();

let job;

/** Sends what the snippet writes to `process[name]` into its job's `name`; the runner's own writes pass through. */
function capture(name) {
  const stream = process[name];
  const real = stream.write.bind(stream);
  stream.write = (chunk, ...rest) => {
    if (!job) return real(chunk, ...rest);
    job[name] += String(chunk);
    rest.find((a) => typeof a === "function")?.();
    return true;
  };
  return real;
}
capture("stdout");
const realStderr = capture("stderr");

const report = (result) => fs.writeSync(1, `${JSON.stringify(result)}\n`);
const fail = (error) => {
  if (!job) return realStderr(`js-runner: ${inspect(error)}\n`);
  job.failed = true;
  job.stderr += `${inspect(error)}\n`;
};
process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);
process.exit = (code) => {
  const current = job;
  if (current) report({ id: current.id, code: code ?? process.exitCode ?? 0, stdout: current.stdout, stderr: current.stderr, ended: true });
  process.reallyExit(0);
};

/** The resources keeping the event loop alive, counted by kind (read from inside a timer callback). */
function resources() {
  const counts = new Map();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}
const inTimer = () => new Promise((resolve) => setTimeout(() => resolve(resources()), 0));
const settled = (now, base) => [...now].every(([kind, n]) => n <= (base.get(kind) ?? 0));

async function run(next) {
  const base = await inTimer();
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, next.env);
  process.chdir(next.cwd);
  process.exitCode = undefined;
  mappingCache?.clear();
  job = { id: next.id, stdout: "", stderr: "", failed: false };
  const started = Date.now();
  // A new module even when the same file ran before (the query makes a new module URL).
  await import(`${pathToFileURL(next.file).href}?job=${next.id}`).catch(fail);
  // Wait as node waits before it exits: until nothing the snippet started is pending.
  for (;;) {
    if (settled(await inTimer(), base)) break;
    if (Date.now() - started > next.timeoutMs) {
      job.stderr += `timed out after ${next.timeoutMs} ms\n`;
      report({ id: job.id, code: 124, stdout: job.stdout, stderr: job.stderr, ended: true });
      process.reallyExit(0);
    }
  }
  const code = job.failed ? 1 : Number(process.exitCode ?? 0);
  report({ id: job.id, code, stdout: job.stdout, stderr: job.stderr });
  job = undefined;
}

const jobs = [];
let running = false;
readline.createInterface({ input: process.stdin }).on("line", async (line) => {
  if (!line.trim()) return;
  jobs.push(JSON.parse(line));
  if (running) return;
  running = true;
  while (jobs.length) await run(jobs.shift());
  running = false;
});
