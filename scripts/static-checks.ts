/**
 * `npm test`'s checks before the tests: the type check, the linters and the generated-files drift
 * check, started together. Each is single-threaded for most of its run (tsc alone takes half a
 * minute), so one after another they left a core idle on the 2-core CI machine. Each check's
 * output is held back and printed in one piece when it ends, so outputs never interleave; the
 * exit status is 1 when any check failed. The checks are the package.json scripts of those names.
 */
import { spawn } from "node:child_process";

const CHECKS = ["typecheck", "lint", "check-generated"];

interface Outcome {
  name: string;
  code: number;
  output: string;
  seconds: number;
}

function run(name: string): Promise<Outcome> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (error) => (output += `${error.message}\n`));
    child.on("close", (code) => resolve({ name, code: code ?? 1, output, seconds: (performance.now() - start) / 1000 }));
  });
}

const outcomes = await Promise.all(
  CHECKS.map((name) =>
    run(name).then((o) => {
      const mark = o.code === 0 ? "passed" : `FAILED (exit ${o.code})`;
      process.stdout.write(`npm run ${o.name}: ${mark} in ${o.seconds.toFixed(1)} s\n`);
      if (o.output.trim()) process.stdout.write(`${o.output.trimEnd()}\n`);
      return o;
    }),
  ),
);
const failed = outcomes.filter((o) => o.code !== 0).map((o) => o.name);
if (failed.length) {
  process.stderr.write(`static checks failed: ${failed.join(", ")}\n`);
  process.exit(1);
}
