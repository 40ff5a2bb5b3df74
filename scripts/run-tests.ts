/**
 * `npm test`: the static checks (./static-checks.ts) and `vitest run --coverage`, started
 * together. The checks take about twenty seconds, mostly on one core, and the test run leaves
 * part of the second core idle while its tests wait on servers and child processes: run first,
 * the checks added their whole time to every run. vitest's output streams as it comes; each
 * check prints its output in one piece when it ends, and a summary line closes the run. Arguments
 * go to vitest (`npm test -- test/cli`). The exit status is vitest's, or 1 when a check failed.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { staticChecks } from "./static-checks.js";

const require = createRequire(import.meta.url);
const vitestPackage = require.resolve("vitest/package.json");
const vitestBin = path.join(path.dirname(vitestPackage), (require(vitestPackage) as { bin: { vitest: string } }).bin.vitest);

const vitest = new Promise<number>((resolve) => {
  const child = spawn(process.execPath, [vitestBin, "run", "--coverage", ...process.argv.slice(2)], { stdio: "inherit" });
  child.on("error", (error) => {
    process.stderr.write(`vitest did not start: ${error.message}\n`);
    resolve(1);
  });
  child.on("close", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
});
const [failed, testStatus] = await Promise.all([staticChecks(), vitest]);
if (failed.length) process.stderr.write(`static checks failed: ${failed.join(", ")}\n`);
process.exit(failed.length ? 1 : testStatus);
