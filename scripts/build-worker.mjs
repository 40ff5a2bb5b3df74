#!/usr/bin/env node
// `npm run build:worker [out-dir]`: bundles workerd/worker.ts into <out-dir>/dist/worker.js
// (default workerd/), with the same options as `model-atlas/server` (no Node built-in, no code
// generation), and copies workerd/config.capnp beside it when out-dir is another folder.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { codeGeneration, serviceBundle } from "./package/service-bundle.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.resolve(process.argv[2] ?? path.join(root, "workerd"));
const file = path.join(out, "dist", "worker.js");
await esbuild.build({
  ...serviceBundle,
  entryPoints: [path.join(root, "workerd", "worker.ts")],
  outfile: file,
  define: { MODEL_ATLAS_VERSION: JSON.stringify(JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).version) },
});
const generation = codeGeneration(fs.readFileSync(file, "utf8"));
if (generation) {
  console.error(`build-worker: ${file} still generates code (${JSON.stringify(generation)})`);
  process.exit(1);
}
if (out !== path.join(root, "workerd")) fs.copyFileSync(path.join(root, "workerd", "config.capnp"), path.join(out, "config.capnp"));
console.log(`build-worker: wrote ${path.relative(process.cwd(), file) || file}`);
