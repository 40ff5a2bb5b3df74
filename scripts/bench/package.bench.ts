/**
 * The published package: builds dist/ as `npm pack` does, then measures, each in
 * fresh processes, the import of `model-atlas/inference` (and of the other entries) from dist/
 * and the wall time of the compiled `model-atlas gguf <file>`. Targets: import under 20 ms,
 * `gguf` under 120 ms. A bare `node -e ""` is shown as the floor no command can go under.
 * Medians of BENCH_RUNS runs (11 by default).
 *
 * Whole-process times are measured twice: in the environment as it is, and with
 * NODE_EXTRA_CA_CERTS removed. When that variable is set (some machines and CI images set it to
 * the system CA bundle), node reads and parses every certificate in it at each start, before any
 * of the package's code runs: that adds the same ~75 ms to every command and to the floor, and
 * is no cost of this package. The 120 ms target is compared with the clean measure. Import times
 * are taken inside an already started process, so the variable does not change them.
 *
 *   npm run bench -- package
 */
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { finish, target } from "./verdict.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 11);

const build = spawnSync(process.execPath, [`${root}scripts/build-package.mjs`], { encoding: "utf8" });
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Time from before `import()` to its end, inside a fresh node process: wall time, and the CPU
 * time the process spent meanwhile (less coloured by other processes on a busy machine).
 */
function importTime(file: string): { wall: number; cpu: number } {
  const script =
    `const c = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(pathToFileURL(`${root}${file}`).href)}); ` +
    `const u = process.cpuUsage(c); console.log(performance.now() - t, (u.user + u.system) / 1000);`;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`importing ${file} failed:\n${result.stderr}`);
    const [w, c] = result.stdout.trim().split(" ").map(Number);
    wall.push(w!);
    cpu.push(c!);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

/** The environment as it is, and the same without NODE_EXTRA_CA_CERTS. */
const ENVS = { asIs: { ...process.env }, clean: Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "NODE_EXTRA_CA_CERTS")) };
type EnvName = keyof typeof ENVS;

/** Wall time of a whole node process, start to exit. */
function wallTime(args: string[], env: EnvName): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const result = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", env: ENVS[env] });
    times.push(performance.now() - start);
    if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed:\n${result.stderr}`);
  }
  return median(times);
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}; medians of ${RUNS} fresh processes`,
);
for (const entry of ["entries/inference", "entries/gguf", "entries/inputs", "entries/pipelines", "entries/tasks", "entries/libraries", "index"]) {
  const { wall, cpu } = importTime(`dist/${entry}.js`);
  const verdict = entry === "entries/inference" ? ` ${target("import dist/entries/inference.js", wall, "<", 20, " ms")}` : "";
  console.log(`import dist/${entry}.js: ${wall.toFixed(1)} ms wall, ${cpu.toFixed(1)} ms CPU${verdict}`);
}
const extra = process.env.NODE_EXTRA_CA_CERTS;
console.log(
  extra
    ? `NODE_EXTRA_CA_CERTS=${extra} is set: node parses that CA bundle at every start. Process times below are given as is ("as is") and with the variable removed ("clean"); the targets apply to "clean".`
    : "NODE_EXTRA_CA_CERTS is not set: both columns measure the same environment.",
);
const floor = { asIs: wallTime(["-e", ""], "asIs"), clean: wallTime(["-e", ""], "clean") };
const both = (args: string[], limit?: number) => {
  const asIs = wallTime(args, "asIs");
  const clean = wallTime(args, "clean");
  const verdict = limit ? `; clean ${target(`model-atlas ${args.slice(1, 3).join(" ")} (clean)`, clean, "<", limit, " ms")}` : "";
  return `as is ${asIs.toFixed(0)} ms (${(asIs - floor.asIs).toFixed(0)} over its floor), clean ${clean.toFixed(0)} ms (${(clean - floor.clean).toFixed(0)} over its floor)${verdict}`;
};
console.log(`node -e "" (process floor): as is ${floor.asIs.toFixed(0)} ms, clean ${floor.clean.toFixed(0)} ms`);
console.log(`model-atlas gguf Llama-3-8B-Q4_K_M.gguf: ${both(["dist/cli/bin.js", "gguf", "Llama-3-8B-Q4_K_M.gguf"], 120)}`);
console.log(`model-atlas --help: ${both(["dist/cli/bin.js", "--help"])}`);
console.log(`model-atlas snippets <file>: ${both(["dist/cli/bin.js", "snippets", "test/package/consumer/model.json", "--provider", "hf-inference"])}`);
finish();
