/**
 * `npm run size`: browser bundle sizes of dist/ (run `npm run build` first), each entry bundled
 * alone, minified and gzipped; exits 1 when an entry is over its budget. The consumer test
 * checks the same budgets on the packed tarball.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { browserBundle, browserBundleSizes, formatSizes, overBudget, SERVER_ENTRY, zodInBundles } from "./bundle-size.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
if (!fs.existsSync(path.join(root, "dist", "index.js"))) {
  console.error("dist/ is missing: run `npm run build` first.");
  process.exit(1);
}
// The package resolves its own name through its exports map, as a user's bundler resolves it.
const sizes = [...(await browserBundleSizes("model-atlas", root)), (await browserBundle(`model-atlas${SERVER_ENTRY}`, root)).size];
console.log(formatSizes(sizes));
const problems = [...overBudget(sizes, "model-atlas"), ...(await zodInBundles("model-atlas", root))];
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
