// The command line's bundles: `<out>/cli/` (engine/cli/bin.ts and the worker scripts it starts,
// for Node) and `<out>/server/` (the service `model-atlas serve` loads). scripts/build-package.mjs
// writes them into dist/; the tests build them once per run into .tmp/ (test/cli/spawn-cli.ts),
// so the commands they start are the ones that ship (starting the sources through tsx cost about
// five times the CPU of the bundle per command). Run directly: `node command-line-bundle.mjs <out>`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { codeGeneration, mcpStandIns, serviceBundle } from "./service-bundle.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const engine = path.join(root, "engine");

export async function buildCommandLine(out) {
  // `model-atlas mcp` and `serve` report the package version as the server's.
  const version = { MODEL_ATLAS_VERSION: JSON.stringify(JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).version) };
  await esbuild.build({
    bundle: true,
    format: "esm",
    target: "es2022",
    sourcemap: true,
    sourcesContent: false,
    logLevel: "warning",
    legalComments: "inline",
    // The batch pool starts `./worker.js` next to its own chunk, `export` `./export-worker.js`: all land in cli/.
    entryPoints: {
      bin: path.join(engine, "cli", "bin.ts"),
      worker: path.join(engine, "cli", "batch", "worker.ts"),
      "export-worker": path.join(engine, "cli", "export", "worker.ts"),
    },
    define: version,
    outdir: path.join(out, "cli"),
    // `model-atlas serve` loads the service from its own entry (server/index.js) instead of
    // bundling a second copy of it (and of the engine) into cli/.
    plugins: [
      mcpStandIns,
      {
        name: "server-entry",
        setup: (b) =>
          b.onResolve({ filter: /[\\/]server[\\/]index\.js$/ }, (args) =>
            args.importer.includes(`${path.sep}cli${path.sep}serve${path.sep}`) ? { path: "../server/index.js", external: true } : undefined,
          ),
      },
    ],
    splitting: true,
    platform: "node",
    chunkNames: "[name]-[hash]",
  });
  await esbuild.build({
    ...serviceBundle,
    sourcemap: true,
    sourcesContent: false,
    entryPoints: { index: path.join(engine, "server", "index.ts") },
    define: version,
    outdir: path.join(out, "server"),
    // What the service loads on demand (the MCP SDK on the first MCP call) gets chunks of its own,
    // so a service that starts with REST parses and compiles none of it.
    splitting: true,
    chunkNames: "[name]-[hash]",
  });
  for (const file of fs.readdirSync(path.join(out, "server")).filter((f) => f.endsWith(".js"))) {
    const generation = codeGeneration(fs.readFileSync(path.join(out, "server", file), "utf8"));
    if (generation) {
      throw new Error(
        `command-line-bundle: server/${file} still generates code (${JSON.stringify(generation)}); stub it in scripts/package/service-bundle.mjs (noEval)`,
      );
    }
  }
  // npm marks bin files executable on install; this makes a local `./dist/cli/bin.js` work too.
  fs.chmodSync(path.join(out, "cli", "bin.js"), 0o755);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const out = process.argv[2];
  if (!out) {
    console.error("usage: node scripts/package/command-line-bundle.mjs <output folder>");
    process.exit(2);
  }
  try {
    await buildCommandLine(path.resolve(out));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
