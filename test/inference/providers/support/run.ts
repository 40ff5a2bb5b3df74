/**
 * Runs generated snippets against the recording server, in batches so that hundreds of them
 * stay fast: python snippets in one interpreter (./driver.py), JS snippets in two node
 * processes (./driver.mjs), shell snippets four at a time (they mostly wait on curl; HTTPie calls run in children of one started HTTPie, ./httpie.ts), Java snippets many to a JVM, Ruby and PHP snippets forked from one interpreter each (./driver.rb, ./driver.php). Requests reach the server through interception (./driver.py,
 * ./driver.mjs, ./bin/curl), never by editing the snippet text, so bodies stay as generated.
 * Each case runs in its own folder holding the sample input files.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildGo } from "../../../support/go-batch.js";
import { buildJava } from "../../../support/java-batch.js";
import { runJavaCases } from "../../../support/java-run.js";
import { startFront } from "../../../support/php-run.js";
import { ROOT } from "../../../support/reference.js";
import { PNG_BYTES } from "./flows.js";
import { HTTPIE_ENV, sharedHttpieServer } from "./httpie.js";

export interface SnippetCase {
  id: string;
  language: "python" | "js" | "sh" | "go" | "ruby" | "php" | "java";
  code: string;
  env: Record<string, string>;
}

export interface CaseResult {
  id: string;
  ok: boolean;
  stdout: string;
  error: string;
  /** Files the snippet wrote, name → bytes. */
  files: Record<string, Buffer>;
}

const SUPPORT = path.join(ROOT, "test/inference/providers/support");
/** Under node_modules so that JS snippets resolve the project's packages; one folder per test process. */
const WORK = path.join(ROOT, `node_modules/.cache/atlas-provider-runs-${process.pid}`);
const SAMPLES: Record<string, Buffer> = { "cats.jpg": PNG_BYTES, "cat.png": PNG_BYTES, "sample1.flac": Buffer.from("fLaC-fake-audio") };
const EXT = { python: "py", js: "mjs", sh: "sh", go: "go", ruby: "rb", php: "php", java: "java" } as const;

/** `samples`: the input files each case's folder holds (the small defaults, or real-size ones). */
export async function runCases(cases: SnippetCase[], server: string, samples: Record<string, Buffer> = SAMPLES): Promise<Map<string, CaseResult>> {
  fs.rmSync(WORK, { recursive: true, force: true });
  // Each sample is written once and linked into every case's folder: the real-size ones are
  // megabytes, and the snippets only read them.
  const originals = path.join(WORK, "_samples");
  fs.mkdirSync(originals, { recursive: true });
  for (const [name, bytes] of Object.entries(samples)) fs.writeFileSync(path.join(originals, name), bytes);
  const dirs = new Map<string, string>();
  for (const c of cases) {
    const dir = path.join(WORK, c.id.replace(/[^A-Za-z0-9_.-]+/g, "_"));
    fs.mkdirSync(dir, { recursive: true });
    for (const name of Object.keys(samples)) fs.linkSync(path.join(originals, name), path.join(dir, name));
    fs.writeFileSync(path.join(dir, `snippet.${EXT[c.language]}`), c.code);
    dirs.set(c.id, dir);
  }
  const results = new Map<string, CaseResult>();
  const python = cases.filter((c) => c.language === "python");
  const js = cases.filter((c) => c.language === "js");
  const half = Math.ceil(js.length / 2);
  const shell = cases.filter((c) => c.language === "sh");
  const httpie = shell.some((c) => /(^|[\s$(])http\s/m.test(c.code)) ? await sharedHttpieServer() : undefined;
  await Promise.all([
    runDriver("/usr/bin/python3", "driver.py", python, dirs, server, results),
    runDriver(process.execPath, "driver.mjs", js.slice(0, half), dirs, server, results),
    runDriver(process.execPath, "driver.mjs", js.slice(half), dirs, server, results),
    pool(shell, 4, (c) => runShell(c, dirs.get(c.id)!, server, results, httpie?.env ?? {})),
    runGo(
      cases.filter((c) => c.language === "go"),
      dirs,
      server,
      results,
    ),
    runPhp(
      cases.filter((c) => c.language === "php"),
      dirs,
      server,
      results,
    ),
    runJava(
      cases.filter((c) => c.language === "java"),
      dirs,
      server,
      results,
      samples,
    ),
    runRuby(
      cases.filter((c) => c.language === "ruby"),
      dirs,
      server,
      results,
    ),
  ]);
  for (const [name, bytes] of Object.entries(samples))
    if (!fs.readFileSync(path.join(originals, name)).equals(bytes))
      throw new Error(`a snippet wrote to its input file ${name}, which every case's folder links to`);
  for (const c of cases) {
    const r = results.get(c.id) ?? { id: c.id, ok: false, stdout: "", error: "no result", files: {} };
    r.files = outputs(dirs.get(c.id)!, samples);
    results.set(c.id, r);
  }
  fs.rmSync(WORK, { recursive: true, force: true });
  return results;
}

function outputs(dir: string, samples: Record<string, Buffer>): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const name of fs.readdirSync(dir)) {
    if (name in samples || name.startsWith("snippet.")) continue;
    files[name] = fs.readFileSync(path.join(dir, name));
  }
  return files;
}

/** Many snippets in one interpreter (./driver.py, ./driver.mjs): one JSON result per line. */
async function runDriver(cmd: string, driver: string, cases: SnippetCase[], dirs: Map<string, string>, server: string, results: Map<string, CaseResult>) {
  if (!cases.length) return;
  const ext = cmd.endsWith("python3") ? "py" : "mjs";
  const input = cases.map((c) => ({ id: c.id, env: c.env, cwd: dirs.get(c.id), file: path.join(dirs.get(c.id)!, `snippet.${ext}`) }));
  const { stdout, stderr } = await exec(cmd, [path.join(SUPPORT, driver)], { ATLAS_SERVER: server }, ROOT, JSON.stringify(input));
  for (const line of stdout.split("\n").filter((l) => l.startsWith("{"))) {
    const r = JSON.parse(line) as CaseResult;
    results.set(r.id, { ...r, files: {} });
  }
  for (const c of cases)
    if (!results.has(c.id)) results.set(c.id, { id: c.id, ok: false, stdout: "", error: `driver ${driver} gave no result: ${stderr.slice(-500)}`, files: {} });
}

async function runShell(c: SnippetCase, dir: string, server: string, results: Map<string, CaseResult>, extra: Record<string, string>) {
  const env = { ...c.env, ...extra, ATLAS_SERVER: server, ATLAS_CASE: c.id, PATH: `${path.join(SUPPORT, "bin")}:${process.env.PATH}` };
  const { stdout, stderr, code } = await exec("/bin/bash", ["snippet.sh"], env, dir, "", 180_000);
  results.set(c.id, { id: c.id, ok: code === 0, stdout, error: code === 0 ? "" : stderr || `exit ${code}`, files: {} });
}

/** A file's text, or "" when it was never written. */
const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");

/** A case of a forking driver (./driver.rb, ./driver.php): where its stdout and stderr go. */
interface ForkedCase {
  id: string;
  out: string;
  err: string;
}

/** Each case's output files, in a folder of its own per driver (`name`). */
function forkedOutputs(name: string): (i: number) => { out: string; err: string } {
  const outputs = path.join(WORK, `_${name}`);
  fs.mkdirSync(outputs, { recursive: true });
  return (i) => ({ out: path.join(outputs, `${i}.out`), err: path.join(outputs, `${i}.err`) });
}

/**
 * A forking driver's results: its {id, code} lines, each case's output files, and for a case it
 * gave no line, its own stderr. `stdoutAsError`: a failed case with nothing on stderr reports its stdout.
 */
function forkedResults(input: ForkedCase[], lines: string, driver: string, driverStderr: string, results: Map<string, CaseResult>, stdoutAsError: boolean) {
  const byId = new Map(input.map((c) => [c.id, c]));
  for (const line of lines.split("\n").filter((l) => l.startsWith("{"))) {
    const { id, code } = JSON.parse(line) as { id: string; code: number };
    const out = read(byId.get(id)!.out);
    const err = read(byId.get(id)!.err);
    results.set(id, { id, ok: code === 0, stdout: out, error: code === 0 ? "" : err || (stdoutAsError ? out : "") || `exit ${code}`, files: {} });
  }
  for (const c of input)
    if (!results.has(c.id)) results.set(c.id, { id: c.id, ok: false, stdout: "", error: `${driver} gave no result: ${driverStderr.slice(-500)}`, files: {} });
}

/** Ruby snippets: one interpreter with the harness of ../../support/ruby/atlas_hook.rb loaded, each snippet in a forked child (./driver.rb). */
async function runRuby(cases: SnippetCase[], dirs: Map<string, string>, server: string, results: Map<string, CaseResult>) {
  if (!cases.length) return;
  const hook = path.join(ROOT, "test/support/ruby/atlas_hook.rb");
  const outputsOf = forkedOutputs("ruby");
  const input = cases.map((c, i) => ({ id: c.id, env: c.env, cwd: dirs.get(c.id), ...outputsOf(i) }));
  const { stdout, stderr } = await exec("ruby", ["-r", hook, path.join(SUPPORT, "driver.rb")], { ATLAS_SERVER: server }, ROOT, JSON.stringify(input));
  forkedResults(input, stdout, "driver.rb", stderr, results, false);
}

/** PHP snippets, through the front server of ../../support/php-run.ts (curl cannot be redirected from inside PHP), forked from one interpreter (./driver.php). */
async function runPhp(cases: SnippetCase[], dirs: Map<string, string>, server: string, results: Map<string, CaseResult>) {
  if (!cases.length) return;
  const front = await startFront(server);
  try {
    const outputsOf = forkedOutputs("php");
    const input = cases.map((c, i) => {
      const dir = dirs.get(c.id)!;
      fs.writeFileSync(path.join(dir, "snippet.php"), front.rewrite(c.id, c.code));
      return { id: c.id, env: snippetEnv(c.env), cwd: dir, file: path.join(dir, "snippet.php"), ...outputsOf(i) };
    });
    const resultsFile = path.join(WORK, "_php", "results.jsonl");
    const stderrFile = path.join(WORK, "_php", "driver.err");
    await runPhpDriver(resultsFile, stderrFile, JSON.stringify(input));
    forkedResults(input, read(resultsFile), "driver.php", read(stderrFile), results, true);
  } finally {
    await front.close();
  }
}

/** ./driver.php with its stdout ignored and its stderr in a file: neither may be a socket (see there). */
function runPhpDriver(results: string, stderr: string, input: string): Promise<void> {
  return new Promise((resolve) => {
    const err = fs.openSync(stderr, "w");
    const child = spawn("php", [path.join(SUPPORT, "driver.php"), results], { cwd: ROOT, stdio: ["pipe", "ignore", err] });
    fs.closeSync(err);
    child.on("close", () => resolve());
    child.on("error", (error) => {
      fs.appendFileSync(stderr, String(error));
      resolve();
    });
    child.stdin!.on("error", () => {});
    child.stdin!.end(input);
  });
}

/** Go snippets: one batched build (../../support/go-batch.ts), then each program runs in its folder. */
async function runGo(cases: SnippetCase[], dirs: Map<string, string>, server: string, results: Map<string, CaseResult>) {
  if (!cases.length) return;
  const build = buildGo(path.join(WORK, "_go"), new Map(cases.map((c) => [c.id, c.code])));
  await pool(cases, 4, async (c) => {
    const args = build.args.get(c.id);
    if (!args || !build.program)
      return void results.set(c.id, { id: c.id, ok: false, stdout: "", error: `go build: ${build.errors.get(c.id) ?? "no program"}`, files: {} });
    const { stdout, stderr, code } = await exec(build.program, args, { ...c.env, ATLAS_SERVER: server, ATLAS_CASE: c.id }, dirs.get(c.id)!, "", 120_000);
    results.set(c.id, { id: c.id, ok: code === 0, stdout, error: code === 0 ? "" : stderr || `exit ${code}`, files: {} });
  });
}

/** Java snippets: one batched javac run (../../support/java-batch.ts), then many to a JVM (../../support/java-run.ts). */
async function runJava(cases: SnippetCase[], dirs: Map<string, string>, server: string, results: Map<string, CaseResult>, samples: Record<string, Buffer>) {
  if (!cases.length) return;
  const build = buildJava(path.join(WORK, "_java"), new Map(cases.map((c) => [c.id, c.code])));
  const compiled = cases.filter((c) => build.mainClass.has(c.id));
  for (const c of cases)
    if (!build.mainClass.has(c.id))
      results.set(c.id, { id: c.id, ok: false, stdout: "", error: `javac: ${build.errors.get(c.id) ?? "not compiled"}`, files: {} });
  const runs = await runJavaCases(
    compiled.map((c) => ({ id: c.id, main: build.mainClass.get(c.id)!, env: c.env, dir: dirs.get(c.id)! })),
    { classPath: build.classPath, work: path.join(WORK, "_java-run"), samples, env: { ATLAS_SERVER: server } },
  );
  for (const [id, r] of runs) results.set(id, { id, ok: r.code === 0, stdout: r.stdout, error: r.code === 0 ? "" : r.stderr || `exit ${r.code}`, files: {} });
}

/** A snippet's whole environment: only what it needs, PATH, HOME and the case's variables (no stray tokens leak in). */
const snippetEnv = (env: Record<string, string>) => ({ PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...HTTPIE_ENV, ...env });

/** `timeout`: a guard, not a speed target (spawn's own, instead of a `timeout` process per snippet). */
function exec(cmd: string, args: string[], env: Record<string, string>, cwd: string, stdin?: string, timeout?: number) {
  return new Promise<{ stdout: string; stderr: string; code: number }>((resolve) => {
    const child = spawn(cmd, args, { cwd, env: snippetEnv(env), timeout });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code, signal) =>
      resolve({ stdout, stderr: signal ? `${stderr}killed by ${signal}${timeout ? ` (limit ${timeout / 1000} s)` : ""}` : stderr, code: code ?? 1 }),
    );
    // A snippet that stops before reading its input (a missing token) closes the pipe: EPIPE
    // here is that early exit, which the exit code and stderr already report.
    child.stdin.on("error", () => {});
    child.stdin.end(stdin ?? "");
  });
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
