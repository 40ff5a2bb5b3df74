/**
 * `npm run check-generated`: rebuilds the registry in memory and fails if the committed
 * engine/generated/ differs, printing the command that fixes it.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatProblem } from "../engine/errors.js";
import { buildRegistry } from "./registry/build.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { files, problems } = buildRegistry(root);
if (problems.length) {
  console.error(problems.map(formatProblem).join("\n"));
  console.error("\nThe registry sources are invalid; fix them, then run `npm run registry`.");
  process.exit(1);
}
const stale = files.filter((f) => {
  const target = path.join(root, f.path);
  return !fs.existsSync(target) || fs.readFileSync(target, "utf8") !== f.content;
});
if (stale.length) {
  console.error(`engine/generated/ is out of date: ${stale.map((f) => f.path).join(", ")}`);
  console.error("Run `npm run registry` and commit the result.");
  process.exit(1);
}
console.log("engine/generated/ is up to date.");
