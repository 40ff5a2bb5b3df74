/**
 * `model-atlas export` of 10,000 models against the file system's own floor: a bare
 * node script that writes the same bytes to the same files, measured in the same run. Target:
 * export ≤ 1.5× the floor. Rounds alternate (export, floor, export, floor, …) so both see the
 * same load; the medians are compared.
 *
 * The floor process first reads what to write (a manifest of every file export wrote) and
 * reports how long that took; that read is taken off its wall time, so the floor is a node
 * start plus the writes, as export is a node start plus its work and the same writes.
 *
 *   npm run bench -- export-floor      (BENCH_MODELS=10000 BENCH_ROUNDS=5 BENCH_JOBS=2)
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { writeModels } from "./hub-models.js";
import { finish, target } from "./verdict.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const BIN = join(root, "dist/cli/bin.js");
const MODELS = Number(process.env.BENCH_MODELS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const JOBS = process.env.BENCH_JOBS ?? "2";
const BUDGET = 1.5;

const build = spawnSync(process.execPath, [join(root, "scripts/build-package.mjs")], { encoding: "utf8" });
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}

// The floor: read the manifest (timed apart and reported), then create each folder and write each
// file. It runs as JOBS processes at once, each writing every JOBS-th file, as export writes with
// JOBS workers: one writer against two would credit export with parallel writes, not with its speed.
const FLOOR = `
const fs = require("node:fs");
const path = require("node:path");
const t0 = performance.now();
const [out, manifest, part, parts] = process.argv.slice(1);
const files = JSON.parse(fs.readFileSync(manifest, "utf8"));
const read = performance.now() - t0;
const made = new Set();
files.forEach(([name, base64], i) => {
  if (i % Number(parts) !== Number(part)) return;
  const file = path.join(out, name);
  const dir = path.dirname(file);
  if (!made.has(dir)) { fs.mkdirSync(dir, { recursive: true }); made.add(dir); }
  fs.writeFileSync(file, Buffer.from(base64, "base64"));
});
process.stderr.write(JSON.stringify({ readMs: read }) + "\\n");`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function run(args: string[]): Promise<{ ms: number; stderr: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`node ${args.join(" ")} exited with ${code}: ${stderr}`);
  return { ms: performance.now() - started, stderr };
}

/** Every file under `dir` as [relative path, base64 bytes]. */
function manifestOf(dir: string): [string, string][] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((d) => d.isFile())
    .map((d) => {
      const file = join(d.parentPath, d.name);
      return [relative(dir, file), readFileSync(file).toString("base64")] as [string, string];
    });
}

const dir = mkdtempSync(join(tmpdir(), "bench-export-floor-"));
try {
  const input = join(dir, "models.jsonl");
  await writeModels(input, MODELS);
  const exportArgs = (out: string) => [BIN, "export", input, "--out", out, "--jobs", JOBS, "--no-progress"];
  // A first export gives the manifest (and warms the disk cache for both).
  await run(exportArgs(join(dir, "first")));
  const manifest = manifestOf(join(dir, "first"));
  const bytes = manifest.reduce((n, [, b64]) => n + Buffer.byteLength(b64, "base64"), 0);
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest));
  rmSync(join(dir, "first"), { recursive: true, force: true });
  const exported: number[] = [];
  const floor: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const out = join(dir, `round-${round}`);
    exported.push((await run(exportArgs(`${out}-export`))).ms);
    rmSync(`${out}-export`, { recursive: true, force: true });
    const started = performance.now();
    const writers = await Promise.all(
      Array.from({ length: Number(JOBS) }, (_, part) => run(["-e", FLOOR, `${out}-floor`, join(dir, "manifest.json"), String(part), JOBS])),
    );
    // Each writer reads the whole manifest first; the slowest read is taken off the wall time.
    const readMs = Math.max(...writers.map((w) => (JSON.parse(w.stderr.trim().split("\n").at(-1)!) as { readMs: number }).readMs));
    floor.push(performance.now() - started - readMs);
    rmSync(`${out}-floor`, { recursive: true, force: true });
  }
  const ratio = median(exported) / median(floor);
  console.log(`load average ${loadavg()[0]!.toFixed(1)}`);
  console.log(`files: ${manifest.length.toLocaleString("en-US")}, ${(bytes / 1e6).toFixed(1)} MB`);
  console.log(`export of ${MODELS.toLocaleString("en-US")} models (--jobs ${JOBS}): median ${(median(exported) / 1000).toFixed(2)} s over ${ROUNDS} rounds`);
  console.log(`floor (bare node script writing the same bytes to the same files, ${JOBS} at once): median ${(median(floor) / 1000).toFixed(2)} s`);
  console.log(`ratio ${ratio.toFixed(2)} ${target("export / floor", ratio, "<=", BUDGET, "×")}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
finish();
