/**
 * `npm run bench`: runs every scripts/bench/*.bench.ts, one after the other, each in its own
 * process (so one benchmark's warm caches and heap do not colour the next). Pass names to
 * run only some: `npm run bench -- viewer`. Each benchmark ends with its verdict line
 * (./verdict.ts) and exits 1 when it missed a target; this run then exits 1 too, after a summary
 * with one line per benchmark.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((name) => f.includes(name)))
  .sort();

const summary: string[] = [];
for (const file of files) {
  console.log(`\n== ${file}`);
  // Benchmarks measure production builds of their dependencies (React's dev checks are slow).
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
  const result = spawnSync(process.execPath, ["--import", "tsx", `${dir}${file}`], { stdio: "inherit", env });
  summary.push(
    `${file}: ${result.status === 0 ? "every target met" : `FAILED (exit ${result.status ?? result.signal}): a target missed or an error, see above`}`,
  );
}
if (files.length === 0) console.log("no benchmark matched");
else console.log(`\n== summary\n${summary.join("\n")}`);
process.exit(summary.some((line) => line.includes("FAILED")) ? 1 : 0);
