/**
 * `npm run golden:update [-- <path>…]`: rewrites the golden files (test/golden/**) from today's
 * output. It runs vitest with `--update` on every test file that compares with a golden file
 * (those calling expectGolden, test/support/golden.ts), or on those under the paths given. The flag goes after the
 * files: vitest 4 reads `-u <file>` as the flag's value, not as a file. ATLAS_GOLDEN_UPDATE=1 tells
 * test/support/golden.ts that a missing golden file is to be written, not reported; no other run
 * writes one (vitest.config.ts sets `update: "none"`).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import fg from "fast-glob";

const wanted = process.argv.slice(2).map((path) => path.replace(/\/$/, ""));
const files = fg
  .sync("test/**/*.test.{ts,tsx}", { ignore: ["test/golden/**"] })
  .filter((file) => readFileSync(file, "utf8").includes("expectGolden("))
  .filter((file) => !wanted.length || wanted.some((path) => file === path || file.startsWith(`${path}/`)))
  .sort();
if (!files.length) {
  console.error(`No golden test file under ${wanted.join(", ")}.`);
  process.exit(1);
}
const run = spawnSync("npx", ["vitest", "run", ...files, "--update"], { stdio: "inherit", env: { ...process.env, ATLAS_GOLDEN_UPDATE: "1" } });
process.exit(run.status ?? 1);
