/**
 * `npm run bench`: runs every scripts/bench/*.bench.ts, one after the other, each in its own
 * process (so one benchmark's warm caches and heap do not colour the next). Pass names to
 * run only some: `npm run bench -- viewer`.
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

let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  // Benchmarks measure production builds of their dependencies (React's dev checks are slow).
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
  const result = spawnSync(process.execPath, ["--import", "tsx", `${dir}${file}`], { stdio: "inherit", env });
  if (result.status !== 0) {
    failed++;
    console.error(`${file} failed (exit ${result.status ?? result.signal})`);
  }
}
if (files.length === 0) console.log("no benchmark matched");
process.exit(failed > 0 ? 1 : 0);
