#!/usr/bin/env node
// `npm run build` (also run by `prepack`): writes the published package to dist/.
//
// - Library entries (`engine/index.ts` and one `engine/entries/<name>.ts` per subpath) are
//   bundled by esbuild as ESM with code splitting: each entry is one file plus shared chunks, so
//   the whole engine keeps one copy of every module (one AtlasError class, one cache) and an entry
//   loads only what it uses. zod and the Handlebars runtime are bundled in, tree-shaken: loading
//   zod's module graph file by file costs several times the whole engine's import time. The
//   platform is "neutral": a Node built-in reached from a library entry fails the build, so every
//   entry bundles for the browser.
// - The command line (`engine/cli/bin.ts`, and the batch worker it starts) is bundled separately
//   into dist/cli/ for Node; each command is its own chunk, loaded when it runs.
// - Declarations come from the TypeScript compiler (tsconfig.build.json), one .d.ts per module.
//   Types are checked by `npm run typecheck`, so this step only emits them (--noCheck).
// dist/ is emptied first, so that a renamed or deleted module never ships a stale copy.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const engine = path.join(root, "engine");
fs.rmSync(dist, { recursive: true, force: true });

// Source maps name the source files and lines but do not embed the sources (sourcesContent):
// embedded, they were two thirds of the tarball.
const shared = { bundle: true, format: "esm", target: "es2022", sourcemap: true, sourcesContent: false, logLevel: "warning", legalComments: "inline" };
const subpaths = fs.readdirSync(path.join(engine, "entries")).filter((f) => f.endsWith(".ts"));

// A module that only the root entry reaches would be inlined into dist/index.js, and its top-level
// code (zod schemas, tables) would then ride along with every import from "model-atlas", used or
// not. A second, private entry that re-exports the root makes every such module shared, so it
// lands in a chunk, dist/index.js holds only re-exports, and a bundler keeps just the chunks
// whose exports are used. The private entry (chunks/root.js) is not exported.
const rootTwin = {
  name: "root-twin",
  setup(build) {
    build.onResolve({ filter: /^model-atlas-root-twin$/ }, () => ({ path: "root-twin", namespace: "root-twin" }));
    build.onLoad({ filter: /.*/, namespace: "root-twin" }, () => ({
      contents: `export * from ${JSON.stringify(path.join(engine, "index.ts"))};`,
      resolveDir: engine,
      loader: "ts",
    }));
  },
};

await esbuild.build({
  ...shared,
  plugins: [rootTwin],
  entryPoints: [
    path.join(engine, "index.ts"),
    ...subpaths.map((f) => path.join(engine, "entries", f)),
    { in: "model-atlas-root-twin", out: "chunks/root" },
  ],
  outbase: engine,
  outdir: dist,
  splitting: true,
  platform: "neutral",
  chunkNames: "chunks/[name]-[hash]",
});

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
