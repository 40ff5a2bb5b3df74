/**
 * Runs compiled Java snippets (./java-batch.ts) many to a JVM with the harness of
 * ./java/Runner.java.txt: starting a JVM and loading java.net.http costs about a second per
 * snippet, running one more `main` in a warm JVM a few milliseconds. Each case still runs its
 * own `main` from the start with its own stdout, stderr, exit code and written files. Cases share
 * one environment per JVM, so cases whose variables disagree (the same name, another value) go to
 * different JVMs; the JVM's working folder holds the sample files, and what a case writes there
 * is moved to the case's folder before the next case starts. A case that calls System.exit ends
 * its JVM: its status is the case's exit code, and a new JVM runs the cases left.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface JavaCase {
  id: string;
  /** The class to run, e.g. `c3.Main`. */
  main: string;
  env: Record<string, string>;
  /** The case's folder: written files end up here. */
  dir: string;
}

export interface JavaRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Cases grouped so that no two cases of a group give one variable different values. */
export function envGroups(cases: JavaCase[]): { env: Record<string, string>; cases: JavaCase[] }[] {
  const groups: { env: Record<string, string>; cases: JavaCase[] }[] = [];
  for (const c of cases) {
    const fits = (env: Record<string, string>) => Object.entries(c.env).every(([k, v]) => env[k] === undefined || env[k] === v);
    let group = groups.find((g) => fits(g.env));
    if (!group) groups.push((group = { env: {}, cases: [] }));
    Object.assign(group.env, c.env);
    group.cases.push(c);
  }
  return groups;
}

export interface RunnerOptions {
  classPath: string;
  /** A folder of its own for the runner's working folder and output files. */
  work: string;
  /** Sample files every case finds in its working folder. */
  samples: Record<string, Buffer>;
  /** Variables every JVM gets (besides PATH, HOME and the cases'). */
  env: Record<string, string>;
  /** Per case, in ms. */
  timeout?: number;
}

const FLAGS = ["-Djava.security.manager=allow", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData", "-Xshare:auto"];

export async function runJavaCases(cases: JavaCase[], options: RunnerOptions): Promise<Map<string, JavaRun>> {
  const results = new Map<string, JavaRun>();
  for (const group of envGroups(cases)) {
    let left = group.cases;
    while (left.length) {
      const ran = await runOneJvm(left, { ...options.env, ...group.env }, options, results);
      left = left.slice(Math.max(ran, 1));
    }
  }
  return results;
}

/** One JVM over `cases` in order; returns how many cases it got to (the last may have ended it). */
async function runOneJvm(cases: JavaCase[], env: Record<string, string>, options: RunnerOptions, results: Map<string, JavaRun>): Promise<number> {
  const here = path.join(options.work, "cwd");
  const outputs = path.join(options.work, "out");
  fs.rmSync(options.work, { recursive: true, force: true });
  fs.mkdirSync(here, { recursive: true });
  fs.mkdirSync(outputs);
  for (const [name, bytes] of Object.entries(options.samples)) fs.writeFileSync(path.join(here, name), bytes);
  const prefix = (i: number) => path.join(outputs, String(i));
  const input = cases.map((c, i) => `${c.main}\t${c.id}\t${c.dir}\t${prefix(i)}\n`).join("");
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
  const args = [...FLAGS, "-cp", options.classPath, "atlas.Runner", String(options.timeout ?? 120_000)];
  const { stdout, stderr, code } = await exec("java", args, { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env }, here, input);
  let started = 0;
  for (const line of stdout.split("\n")) {
    const [kind, id, status] = line.split("\t");
    const i = cases.findIndex((c) => c.id === id);
    if (kind === "start" && i >= 0) started = i + 1;
    if (kind === "done" && i >= 0) results.set(id!, { code: Number(status), stdout: read(`${prefix(i)}.out`), stderr: read(`${prefix(i)}.err`) });
  }
  const last = cases[started - 1];
  if (last && !results.has(last.id)) {
    // The case ended the JVM (System.exit, or the runner's time limit): its files are still here.
    for (const name of fs.readdirSync(here)) if (!(name in options.samples)) fs.renameSync(path.join(here, name), path.join(last.dir, name));
    const own = read(`${prefix(started - 1)}.err`);
    results.set(last.id, { code, stdout: read(`${prefix(started - 1)}.out`), stderr: own || stderr });
  }
  if (!started) for (const c of cases) results.set(c.id, { code: code || 1, stdout: "", stderr: `the Java runner did not start: ${stderr.slice(-500)}` });
  return started || cases.length;
}

function exec(cmd: string, args: string[], env: Record<string, string>, cwd: string, stdin: string) {
  return new Promise<{ stdout: string; stderr: string; code: number }>((resolve) => {
    const child = spawn(cmd, args, { cwd, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (e) => (stderr += String(e)));
    child.on("close", (code) => resolve({ stdout, stderr, code: code ?? 1 }));
    child.stdin.on("error", () => {}); // EPIPE: the JVM ended first; its exit code says why
    child.stdin.end(stdin);
  });
}
