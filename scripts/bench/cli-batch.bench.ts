/**
 * `model-atlas batch` over generated hub files: models per second and peak memory (RSS of the
 * whole process, worker threads included), at two input sizes so a growing input can be seen
 * to keep memory flat. Target: over 10,000 models/s on 2 cores.
 *
 *   npm run bench -- cli-batch            (100,000 and 20,000 models, --jobs 2)
 *   BENCH_MODELS=200000 npm run bench -- cli-batch
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeModels } from "./hub-models.js";
import { finish, target } from "./verdict.js";

const LAUNCHER = fileURLToPath(new URL("../model-atlas.mjs", import.meta.url));
const SIZE = Number(process.env.BENCH_MODELS ?? 100_000);
const JOBS = process.env.BENCH_JOBS ?? "2";

/** Peak RSS of a running process in kB, read from /proc (VmHWM is the high-water mark). */
function peakRssKb(pid: number): number | undefined {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

interface Measure {
  seconds: number;
  /** User + system CPU seconds of the whole process (all threads), when /usr/bin/time is there. */
  cpuSeconds?: number;
  peakMb: number;
  code: number | null;
}

/**
 * Runs the batch; GNU time (when installed) reports CPU time and peak RSS exactly, otherwise
 * /proc is polled for the RSS high-water mark. CPU time matters on a shared machine: wall time
 * there depends on what else runs.
 */
async function runBatch(input: string, output: string, statsFile: string): Promise<Measure> {
  const args = [LAUNCHER, "batch", input, "--out", output, "--jobs", JOBS, "--no-progress"];
  const timed = existsSync("/usr/bin/time");
  const started = process.hrtime.bigint();
  const child = timed
    ? spawn("/usr/bin/time", ["-o", statsFile, "-f", "%U %S %M", process.execPath, ...args], { stdio: ["ignore", "ignore", "inherit"] })
    : spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"] });
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, peakRssKb(child.pid!) ?? 0)), 25);
  const [code] = (await once(child, "exit")) as [number | null];
  clearInterval(timer);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (!timed) return { seconds, peakMb: peak / 1024, code };
  const [user, system, maxKb] = readFileSync(statsFile, "utf8").trim().split("\n").at(-1)!.split(" ").map(Number);
  return { seconds, cpuSeconds: user! + system!, peakMb: maxKb! / 1024, code };
}

const dir = mkdtempSync(join(tmpdir(), "bench-cli-batch-"));
try {
  const rows: string[] = [];
  for (const count of [Math.round(SIZE / 5), SIZE]) {
    const input = join(dir, `models-${count}.jsonl`);
    await writeModels(input, count);
    const output = join(dir, `out-${count}.jsonl`);
    const { seconds, cpuSeconds, peakMb, code } = await runBatch(input, output, join(dir, "time.txt"));
    if (code !== 0) throw new Error(`batch exited with ${code}`);
    const outMb = statSync(output).size / 1024 / 1024;
    const rate = (n: number) => Math.round(n).toLocaleString("en-US").padStart(8);
    const cpu = cpuSeconds === undefined ? "" : `  CPU ${cpuSeconds.toFixed(1).padStart(6)} s = ${rate(count / cpuSeconds)} models per CPU-second`;
    // The target is the larger input's rate, where start-up weighs least.
    const verdict = count === SIZE ? `  ${target(`batch of ${count} models`, count / seconds, ">=", 10_000, " models/s")}` : "";
    rows.push(
      `${String(count).padStart(8)} models  wall ${seconds.toFixed(2).padStart(7)} s = ${rate(count / seconds)} models/s${cpu}  peak RSS ${peakMb.toFixed(0).padStart(4)} MB  output ${outMb.toFixed(0)} MB${verdict}`,
    );
  }
  console.log(`batch --jobs ${JOBS}; wall and CPU time include process and worker start-up; load average ${loadavg()[0]!.toFixed(1)}`);
  for (const row of rows) console.log(row);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
finish();
