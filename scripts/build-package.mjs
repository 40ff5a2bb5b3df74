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
//   by esbuild into dist/cli/ for Node, each command its own chunk, loaded when it runs, and the
//   service it serves into dist/server/ (./package/command-line-bundle.mjs).
// - Declarations come from the TypeScript compiler (tsconfig.build.json), one .d.ts per module.
//   Types are checked by `npm run typecheck`, so this step only emits them (--noCheck).
// dist/ is emptied first, so that a renamed or deleted module never ships a stale copy.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { builtinModules, createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";
import { buildCommandLine } from "./package/command-line-bundle.mjs";

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
      throw new Error(
        `build-package: ${path.relative(root, importer ?? "?")} imports the Node built-in ${JSON.stringify(id)}, but library entries must bundle for the browser`,
      );
    }
    return null;
  },
};

/** Module ids reachable from `start` through static imports, read from rolldown's module graph. */
function reachable(getModuleInfo, start) {
  const seen = new Set();
  const todo = [start];
  while (todo.length) {
    const id = todo.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// Every module `model-atlas/inference` loads goes into one chunk, so importing it reads two
// files (the entry and that chunk) instead of one per set of entries that share a module. Other
// entries that use those modules (the root, the language plugins, /libraries, /local-apps) import
// the same chunk, so there is still one copy of each. The group is worked out from the module
// graph once it is complete (buildEnd), before rolldown forms chunks.
let inferenceModules = new Set();
const inferenceChunk = {
  name: "inference-chunk",
  buildEnd() {
    inferenceModules = reachable((id) => this.getModuleInfo(id), entry("inference"));
    inferenceModules.delete(entry("inference"));
  },
};

// Entries bundled on their own, one file each with its own copy of its modules, so that they do
// not load the inference chunk their modules belong to. Only for entries whose modules hold no
// class (its copies would be different classes: `instanceof` would fail across entries); the
// build checks that.
const STANDALONE = ["inputs"];
const classFree = (name) => ({
  name: "class-free",
  buildEnd() {
    for (const id of this.getModuleIds()) {
      // A class declaration or expression: `class X {`, `class X extends Y {`, `= class {`.
      if (/(?:^|[\s=(,;:?!&|])class(?:\s+[A-Za-z_$][\w$]*)?\s*(?:extends\s[^{]*)?\{/m.test(this.getModuleInfo(id)?.code ?? "")) {
        throw new Error(
          `build-package: engine/entries/${name}.ts is bundled on its own (scripts/build-package.mjs, STANDALONE), but ${path.relative(root, id)} declares a class, which would then exist twice; take ${name} out of STANDALONE or the class out of its modules`,
        );
      }
    }
  },
});

const input = {
  // Sources import each other as `./x.js` (what TypeScript emits for Node); the files are `.ts`.
  resolve: { extensionAlias: { ".js": [".ts", ".js"] }, mainFields: ["module", "main"] },
  platform: "neutral",
  transform: { target: "es2022" },
  logLevel: "warn",
};
const output = {
  dir: dist,
  format: "esm",
  // Source maps name the source files and lines but do not embed the sources: embedded, they
  // were two thirds of the tarball.
  sourcemap: true,
  sourcemapExcludeSources: true,
  entryFileNames: "[name].js",
  chunkFileNames: "chunks/[name]-[hash].js",
  comments: { legal: true, annotation: true, jsdoc: false },
};

const library = await rolldown({
  ...input,
  input: {
    index: path.join(engine, "index.ts"),
    ...Object.fromEntries(
      subpaths
        .map((f) => f.slice(0, -3))
        .filter((name) => !STANDALONE.includes(name))
        .map((name) => [`entries/${name}`, entry(name)]),
    ),
    "chunks/root": ROOT_TWIN,
  },
  plugins: [rootTwin, noNodeBuiltins, inferenceChunk],
});
await library.write({ ...output, codeSplitting: { groups: [{ name: "inference", test: (id) => inferenceModules.has(id) }] } });
await library.close();

for (const name of STANDALONE) {
  const alone = await rolldown({ ...input, input: { [`entries/${name}`]: entry(name) }, plugins: [noNodeBuiltins, classFree(name)] });
  await alone.write({ ...output, codeSplitting: false });
  await alone.close();
}

try {
  await buildCommandLine(dist);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const run = spawnSync(process.execPath, [tsc, "-p", path.join(root, "tsconfig.build.json"), "--noCheck"], { stdio: "inherit" });
if (run.status !== 0) {
  console.error("build-package: the TypeScript compiler failed to write the declarations.");
  process.exit(run.status ?? 1);
}
console.log("build-package: wrote dist/");
