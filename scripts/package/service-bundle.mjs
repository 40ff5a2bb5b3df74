// Bundling with the MCP SDK, shared by scripts/build-package.mjs (the command line and
// `model-atlas/server`) and the workerd test (test/server/workerd.test.ts), which bundles the
// worker entry (workerd/worker.ts) the same way.
import fs from "node:fs";
import path from "node:path";

// `model-atlas mcp` uses the MCP SDK's low-level Server and its stdio transport. The SDK's modules
// also import what only its other parts use: ajv (validating elicitation answers against a JSON
// Schema; our server never elicits), zod-to-json-schema and zod v3 (turning zod 3 tool schemas into
// JSON Schema, for McpServer; our tools declare JSON Schema themselves). Loading them costs tens of
// milliseconds at every start, so the CLI bundle gets a stand-in for each that throws if it is ever
// called. test/mcp/ drives the bundled server over stdio, so a stand-in reached would fail there.
const MCP_STAND_INS = [
  {
    filter: /validation\/ajv-provider\.js$/,
    contents: "export class AjvJsonSchemaValidator { getValidator() { throw new Error('model-atlas mcp: JSON Schema validation (ajv) is not bundled'); } }",
  },
  { filter: /^zod-to-json-schema$/, contents: "export function zodToJsonSchema() { throw new Error('model-atlas mcp: zod 3 schemas are not supported'); }" },
  { filter: /^zod\/v3$/, contents: "export function object() { throw new Error('model-atlas mcp: zod 3 schemas are not supported'); }" },
];
export const mcpStandIns = {
  name: "mcp-stand-ins",
  setup(build) {
    for (const { filter, contents } of MCP_STAND_INS) {
      build.onResolve({ filter }, (args) =>
        args.importer.includes(`${path.sep}@modelcontextprotocol${path.sep}sdk${path.sep}`) ? { path: args.path, namespace: "mcp-stand-in" } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: "mcp-stand-in" }, (args) => ({
        contents: MCP_STAND_INS.find((s) => s.filter.test(args.path)).contents,
        loader: "js",
      }));
    }
  },
};

// `model-atlas/server`: the HTTP service's web-standard handler, one file with the MCP SDK and zod
// bundled in (as for the command line, with the same stand-ins), so that installing the package
// pulls in nothing new and workerd can load it as it is. workerd refuses code generation, and the
// README promises a strict content security policy: zod's compiler (`new Function`, used only
// when zod is not `jitless`) gets a constructor that throws, and the build fails if the output
// still names `eval` or the Function constructor.
const NO_EVAL = "function () { throw new EvalError('model-atlas/server: no code generation (eval, new Function)'); }";
export const noEval = {
  name: "no-eval",
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]core[\\/](?:util|doc|compile)\.js$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, "utf8");
      return { contents: source.replaceAll("const F = Function;", `const F = ${NO_EVAL};`), loader: "js" };
    });
  },
};
/** Node built-ins fail the build: the service runs in any fetch runtime. */
export const noNodeBuiltins = {
  name: "no-node-builtins",
  setup: (b) =>
    b.onResolve({ filter: /^node:|^(?:fs|path|http|net|os|crypto|child_process|stream|url|util|zlib)$/ }, (args) => ({
      errors: [{ text: `${args.importer} imports the Node built-in ${args.path}; model-atlas/server must run in any fetch runtime` }],
    })),
};

/** esbuild options for a bundle of the web-standard service: one ESM file, no Node built-in, no code generation. */
export const serviceBundle = {
  bundle: true,
  format: "esm",
  target: "es2022",
  platform: "neutral",
  mainFields: ["module", "main"],
  conditions: ["import", "default"],
  // One file of about 1.4 MB as written: minified, it installs and loads at a fraction of that.
  minify: true,
  logLevel: "warning",
  legalComments: "inline",
  plugins: [mcpStandIns, noEval, noNodeBuiltins],
};

/** What in a bundle still generates code, or undefined (`.eval()` in the Python snippets is text, not a call). */
export function codeGeneration(code) {
  return /(?<![.\w$])eval\s*\(|new\s+Function\s*\(|[=(,:]\s*Function\s*[;,)]/.exec(code)?.[0];
}
