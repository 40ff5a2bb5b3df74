#!/usr/bin/env node
// `npm run build` (also run by `prepack`): writes the published package to dist/.
//
// - Library entries (`engine/index.ts` and one `engine/entries/<name>.ts` per subpath) are
//   bundled by rolldown as ESM with code splitting, so the whole engine keeps one copy of every
//   module (one AtlasError class, one cache) and an entry loads only what it uses. zod and the
//   Handlebars runtime are bundled in, tree-shaken: loading zod's module graph file by file costs
//   several times the whole engine's import time. A Node built-in reached from a library entry
//   fails the build, so every entry bundles for the browser.
// - Chunks are grouped for `model-atlas/inference` (see inferenceChunk below): Node pays about a
//   millisecond per module file it loads, and splitting by "which entries reach this module"
//   alone cut that entry into seven chunks.
// - The command line (`engine/cli/bin.ts`, and the batch worker it starts) is bundled separately
//   by esbuild into dist/cli/ for Node; each command is its own chunk, loaded when it runs.
// - Declarations come from the TypeScript compiler (tsconfig.build.json), one .d.ts per module.
//   Types are checked by `npm run typecheck`, so this step only emits them (--noCheck).
// dist/ is emptied first, so that a renamed or deleted module never ships a stale copy.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { builtinModules, createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { rolldown } from "rolldown";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const engine = path.join(root, "engine");
fs.rmSync(dist, { recursive: true, force: true });

const subpaths = fs.readdirSync(path.join(engine, "entries")).filter((f) => f.endsWith(".ts"));
const entry = (name) => path.join(engine, "entries", `${name}.ts`);

// A module that only the root entry reaches would be inlined into dist/index.js, and its top-level
// code (zod schemas, tables) would then ride along with every import from "model-atlas", used or
// not. A second, private entry that re-exports the root makes every such module shared, so it
// lands in a chunk, dist/index.js holds only re-exports, and a bundler keeps just the chunks
// whose exports are used. The private entry (chunks/root.js) is not exported.
const ROOT_TWIN = "\0model-atlas-root-twin";
const rootTwin = {
  name: "root-twin",
  resolveId: (id) => (id === ROOT_TWIN ? id : null),
  load: (id) => (id === ROOT_TWIN ? `export * from ${JSON.stringify(path.join(engine, "index.ts"))};` : null),
};

// The library entries bundle for the browser too: an import of a Node built-in is an error here
// (the command line, built below for Node, is where they belong).
const builtins = new Set(builtinModules);
const noNodeBuiltins = {
  name: "no-node-builtins",
  resolveId(id, importer) {
    if (id.startsWith("node:") || builtins.has(id.split("/")[0])) {
      throw new Error(`build-package: ${path.relative(root, importer ?? "?")} imports the Node built-in ${JSON.stringify(id)}, but library entries must bundle for the browser`);
    }
    return null;
  },
};

/** Module ids reachable from `start` through static imports, read from rolldown's module graph. */
function reachable(ctx, start) {
  const seen = new Set();
  const todo = [start];
  while (todo.length) {
    const id = todo.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// Every module `model-atlas/inference` loads goes into one chunk, so importing it reads two or
// three files (the entry, that chunk, the inputs chunk) instead of one per set of entries that
// share a module. Other entries that use those modules (the root, the language plugins,
// /libraries, /local-apps) import the same chunk, so there is still one copy of each. The modules
// of `model-atlas/inputs` get their own chunk: that small entry should not load the generator.
// The groups are worked out from the module graph once it is complete (buildEnd), before rolldown
// forms chunks.
const groups = { inputs: new Set(), inference: new Set() };
const chunkGroups = {
  name: "chunk-groups",
  buildEnd() {
    const ctx = { getModuleInfo: (id) => this.getModuleInfo(id) };
    groups.inputs = reachable(ctx, entry("inputs"));
    groups.inputs.delete(entry("inputs"));
    groups.inference = reachable(ctx, entry("inference"));
    groups.inference.delete(entry("inference"));
    for (const id of groups.inputs) groups.inference.delete(id);
  },
};

const library = await rolldown({
  input: {
    index: path.join(engine, "index.ts"),
    ...Object.fromEntries(subpaths.map((f) => [`entries/${f.slice(0, -3)}`, path.join(engine, "entries", f)])),
    "chunks/root": ROOT_TWIN,
  },
  plugins: [rootTwin, noNodeBuiltins, chunkGroups],
  platform: "neutral",
  // Sources import each other as `./x.js` (what TypeScript emits for Node); the files are `.ts`.
  resolve: { extensionAlias: { ".js": [".ts", ".js"] }, mainFields: ["module", "main"] },
  transform: { target: "es2022" },
  logLevel: "warn",
});
await library.write({
  dir: dist,
  format: "esm",
  // Source maps name the source files and lines but do not embed the sources: embedded, they
  // were two thirds of the tarball.
  sourcemap: true,
  sourcemapExcludeSources: true,
  entryFileNames: "[name].js",
  chunkFileNames: "chunks/[name]-[hash].js",
  comments: { legal: true, annotation: true, jsdoc: false },
  codeSplitting: { groups: [
    { name: "inputs", test: (id) => groups.inputs.has(id), priority: 2 },
    { name: "inference", test: (id) => groups.inference.has(id), priority: 1 },
  ] },
});
await library.close();

const shared = { bundle: true, format: "esm", target: "es2022", sourcemap: true, sourcesContent: false, logLevel: "warning", legalComments: "inline" };
await esbuild.build({
  ...shared,
  // The batch pool starts `./worker.js` next to its own chunk: both land in dist/cli/.
  entryPoints: { bin: path.join(engine, "cli", "bin.ts"), worker: path.join(engine, "cli", "batch", "worker.ts") },
  outdir: path.join(dist, "cli"),
  splitting: true,
  platform: "node",
  chunkNames: "[name]-[hash]",
});
// npm marks bin files executable on install; this makes a local `./dist/cli/bin.js` work too.
fs.chmodSync(path.join(dist, "cli", "bin.js"), 0o755);

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const run = spawnSync(process.execPath, [tsc, "-p", path.join(root, "tsconfig.build.json"), "--noCheck"], { stdio: "inherit" });
if (run.status !== 0) {
  console.error("build-package: the TypeScript compiler failed to write the declarations.");
  process.exit(run.status ?? 1);
}
console.log("build-package: wrote dist/");
