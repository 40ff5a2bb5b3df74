/**
 * `npm test`'s static checks (./run-tests.ts starts them beside vitest): the type check, the
 * linters and the generated-files drift check, started together. Each is single-threaded for
 * most of its run (tsc alone takes twenty seconds), so one after another they left a core idle on
 * the 2-core CI machine. Each check's output is held back and printed in one piece when it ends,
 * so outputs never interleave. The checks are the package.json scripts of those names. Run
 * alone (`tsx scripts/static-checks.ts`), the exit status is 1 when any check failed.
 */
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";

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

/** Runs the checks side by side, printing each one's result as it ends; the names of those that failed. */
export async function staticChecks(): Promise<string[]> {
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
  return outcomes.filter((o) => o.code !== 0).map((o) => o.name);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const failed = await staticChecks();
  if (failed.length) {
    process.stderr.write(`static checks failed: ${failed.join(", ")}\n`);
    process.exit(1);
  }
}
