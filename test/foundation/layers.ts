/**
 * The layers of engine/, lowest first: a folder may import only itself and the folders before
 * it. "." is engine/'s own files (index.ts, the package's main entry). docs/engine-structure.md
 * lists the same order with what each folder holds; test/foundation/layers.test.ts checks both.
 */
export const ENGINE_LAYERS: readonly string[] = [
  "errors",
  "load",
  "hub",
  "gguf",
  "pipelines",
  "template-runtime",
  "schema",
  "generated",
  "inputs",
  "registry",
  "inference",
  "languages",
  "render",
  "plugins",
  "library-snippets",
  "local-apps",
  "catalogue",
  "plan",
  "cards",
  "tools",
  "mcp",
  "server",
  "entries",
  ".",
  "cli",
];
