/**
 * `npm run check-generated`: rebuilds the registry in memory and fails if the committed
 * engine/generated/ differs (a changed, missing or extra file), printing the command that
 * fixes it. An optional argument names another project root (the tests use throwaway trees).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatProblem } from "../engine/errors/atlas-error.js";
import { buildRegistry, notAProjectRoot } from "./registry/build.js";

const root = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const badRoot = notAProjectRoot(root);
if (badRoot) {
  console.error(badRoot);
  process.exit(1);
}
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
// A file the build no longer writes (say, after a rename) would linger and still be imported.
const generatedDir = path.join(root, "engine", "generated");
const expected = new Set(files.map((f) => path.relative(generatedDir, path.join(root, f.path)).split(path.sep).join("/")));
// Files in subfolders too (engine/generated/inference-templates/<language>.ts).
const listed = fs.existsSync(generatedDir) ? fs.readdirSync(generatedDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
const extra = listed
  .map((e) => path.relative(generatedDir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
  .filter((f) => !expected.has(f))
  .sort();
if (stale.length) {
  console.error(`engine/generated/ is out of date: ${stale.map((f) => f.path).join(", ")}`);
  console.error("Run `npm run registry` and commit the result.");
}
if (extra.length) {
  console.error(`engine/generated/ holds files the registry build does not write: ${extra.join(", ")}`);
  console.error("Delete them (git rm), then run `npm run registry`.");
}
if (stale.length || extra.length) process.exit(1);
console.log("engine/generated/ is up to date.");
