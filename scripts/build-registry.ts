/**
 * `npm run registry`: validates libraries/, tasks/ and templates/ and writes engine/generated/.
 * On any problem it lists them all, exits 1, and leaves engine/generated/ as it was.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatProblem } from "../engine/errors/atlas-error.js";
import { buildRegistry, notAProjectRoot } from "./registry/build.js";
import { writeGenerated } from "./registry/write.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const base = process.argv[2] ? path.resolve(process.argv[2]) : root;
const badRoot = notAProjectRoot(base);
if (badRoot) {
  console.error(badRoot);
  process.exit(1);
}
const { files, problems } = buildRegistry(base);

if (problems.length) {
  console.error(problems.map(formatProblem).join("\n"));
  console.error(`\n${problems.length} problem${problems.length === 1 ? "" : "s"}; engine/generated/ was not changed.`);
  process.exit(1);
}

const written = writeGenerated(base, files);
console.log(written.length ? `Wrote ${written.join(", ")}` : "engine/generated/ was already up to date.");
