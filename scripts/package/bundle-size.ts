/**
 * Browser bundle sizes of the published entry points: each subpath bundled alone by esbuild for
 * the browser (ESM, minified), then gzip -9. Deterministic, so a test holds the budgets; the
 * consumer test measures the installed tarball, `npm run size` the local dist/.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import * as esbuild from "esbuild";

/**
 * The language plugins beyond python, js and sh, and the HTTPie client plugin over sh, one
 * subpath each (`getInferenceSnippets(m, r, { languages: [go, httpie] })`).
 */
export const LANGUAGE_ENTRIES = ["/languages/go", "/languages/ruby", "/languages/php", "/languages/java", "/languages/httpie"] as const;

/** Every subpath a browser may import (the CLI is Node only and not an export). */
export const BROWSER_ENTRIES = [
  "",
  "/inference",
  "/inputs",
  "/tasks",
  "/libraries",
  "/gguf",
  "/pipelines",
  "/local-apps",
  "/chat-modes",
  "/cards",
  ...LANGUAGE_ENTRIES,
] as const;

/**
 * Budgets in bytes, minified + gzip -9, for a bundle of the whole subpath: the targets of issue
 * 12. `/gguf` 3 KB. `/inference` 35 KB: it carries python, js and sh with plain chat (go, ruby,
 * php and java are plugins on their own subpaths, and so are the chat modes beyond plain chat,
 * `/chat-modes`); the templates ship in a compact text form (engine/template-runtime/template-text.ts)
 * read on first render.
 */
export const BUDGETS: Partial<Record<(typeof BROWSER_ENTRIES)[number] | typeof SERVER_ENTRY, number>> = {
  "/gguf": 3 * 1024,
  "/inference": 35 * 1024,
  // A card holds every language, every chat mode, the library snippets, the local apps and the task
  // catalogue: it bundles about the whole engine (185 KB, as the root entry), so this only guards
  // against growth of its own.
  "/cards": 200 * 1024,
  // The HTTP service: the whole engine (as /cards) plus the MCP SDK and the router, in one file
  // (247 KB when it was written); a guard against growth, not a browser target.
  "/server": 280 * 1024,
};

/** `model-atlas/server`: not a browser entry (it serves), but it bundles for any fetch runtime, so it is measured the same way. */
export const SERVER_ENTRY = "/server";

export interface BundleSize {
  entry: string;
  /** What the bundle imports: the whole subpath (`*`) or one named export. */
  imports: string;
  minified: number;
  gzip: number;
}

/**
 * Bundles `export * from "<specifier>"` (or one named export) from `resolveDir`, where
 * `specifier` resolves: an installed package, or the package itself through its exports.
 * Fails on any build error, a Node built-in among them.
 */
export async function browserBundle(specifier: string, resolveDir: string, name?: string): Promise<{ code: Uint8Array; size: BundleSize }> {
  const contents = name ? `export { ${name} } from ${JSON.stringify(specifier)};` : `export * from ${JSON.stringify(specifier)};`;
  const { code, gzip } = await minifiedBundle(contents, resolveDir);
  return { code, size: { entry: specifier, imports: name ?? "*", minified: code.length, gzip } };
}

/**
 * The browser bundle (ESM, minified) of an entry module whose source is `contents`, resolved
 * from `resolveDir`, with its gzip -9 size and esbuild's metafile. Every size in this file and
 * scripts/package/measure-inference.ts is measured by this one build.
 */
export async function minifiedBundle(
  contents: string,
  resolveDir: string,
  loader: "js" | "ts" = "js",
): Promise<{ code: Uint8Array; gzip: number; metafile: esbuild.Metafile }> {
  const result = await esbuild.build({
    stdin: { contents, resolveDir, loader, sourcefile: `entry.${loader}` },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.contents;
  return { code, gzip: zlib.gzipSync(code, { level: 9 }).length, metafile: result.metafile };
}

/** Sizes of every browser entry, plus the two single functions the budgets were first written for. */
export async function browserBundleSizes(packageName: string, resolveDir: string): Promise<BundleSize[]> {
  const sizes: BundleSize[] = [];
  for (const sub of BROWSER_ENTRIES) sizes.push((await browserBundle(packageName + sub, resolveDir)).size);
  sizes.push((await browserBundle(`${packageName}/inference`, resolveDir, "getInferenceSnippets")).size);
  sizes.push((await withPlugins(packageName, resolveDir, [], true)).size);
  sizes.push((await withPlugins(packageName, resolveDir)).size);
  sizes.push((await withPlugins(packageName, resolveDir, undefined, true)).size);
  sizes.push((await browserBundle(`${packageName}/gguf`, resolveDir, "parseGGUFQuantLabel")).size);
  // The root entry shakes down as far: one function from "model-atlas" weighs what its subpath does.
  sizes.push((await browserBundle(packageName, resolveDir, "parseGGUFQuantLabel")).size);
  return sizes;
}

/**
 * `getInferenceSnippets` with language plugins (by default every one: what a page that offers all
 * seven languages bundles) and, with `chatModes`, the chat-modes plugin and each language's
 * chat-mode pack (`goChatModes`, …).
 */
export async function withPlugins(
  packageName: string,
  resolveDir: string,
  names = LANGUAGE_ENTRIES.map((e) => e.slice("/languages/".length)),
  chatModes = false,
): Promise<{ code: Uint8Array; size: BundleSize }> {
  const lines = [
    `export { getInferenceSnippets } from "${packageName}/inference";`,
    ...names.map((n) => `export { ${chatModes ? `${n}, ${n}ChatModes` : n} } from "${packageName}/languages/${n}";`),
  ];
  if (chatModes) lines.push(`export { chatModes } from "${packageName}/chat-modes";`);
  const { code, gzip } = await minifiedBundle(lines.join("\n"), resolveDir);
  const imports = [
    "getInferenceSnippets",
    ...(names.length ? [names.join(", ")] : []),
    ...(chatModes ? [names.length ? "their packs + chatModes" : "chatModes"] : []),
  ].join(" + ");
  return { code, size: { entry: `${packageName}/inference`, imports, minified: code.length, gzip } };
}

/**
 * The same browser bundle built from the engine's source entry (`engine/index.ts`,
 * `engine/entries/<name>.ts`) instead of the published build. A subpath bundled from dist/ must
 * not be larger: every module a subpath does not use must shake out of dist/'s shared chunks as
 * it does from the sources, which holds only while top-level code that builds tables
 * (providers, checkers) is marked free of side effects.
 */
export async function sourceBundleSize(sub: (typeof BROWSER_ENTRIES)[number], repoRoot: string): Promise<number> {
  const file = sub === "" ? "engine/index.ts" : `engine/entries/${sub.slice(1).replace("/", "-")}.ts`;
  const { code } = await minifiedBundle(`export * from ${JSON.stringify(path.join(repoRoot, file))};`, repoRoot, "ts");
  return code.length;
}

/** One line per problem: an entry over its budget (the GGUF parser alone, from any entry, holds the gguf budget). */
export function overBudget(sizes: BundleSize[], packageName: string): string[] {
  return sizes.flatMap((s) => {
    const budget =
      s.imports === "*"
        ? BUDGETS[s.entry.slice(packageName.length) as keyof typeof BUDGETS]
        : s.imports === "parseGGUFQuantLabel"
          ? BUDGETS["/gguf"]
          : undefined;
    return budget !== undefined && s.gzip > budget
      ? [`${s.entry}: ${s.gzip} bytes gzipped, over its budget of ${budget} (scripts/package/bundle-size.ts)`]
      : [];
  });
}

export function formatSizes(sizes: BundleSize[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const label = (s: BundleSize) => `${s.entry} ${s.imports === "*" ? "(all)" : `{ ${s.imports} }`}`;
  const width = Math.max(52, ...sizes.map((s) => label(s).length));
  return sizes.map((s) => `${label(s).padEnd(width)} ${kb(s.minified).padStart(9)} min  ${kb(s.gzip).padStart(8)} gzip`).join("\n");
}

/**
 * Subpaths whose browser bundle must not contain zod. The inference path validates model
 * records and requests with the small checkers of engine/schema/check.ts; zod (about 8 KB gzip
 * and most of the import time) serves only the YAML sources, which the registry compiler reads.
 */
export const ZOD_FREE_ENTRIES = ["/inference", "/inputs", "/gguf", "/pipelines", "/chat-modes"] as const;

/**
 * Every source file a browser bundle of `specifier` is made of: the files esbuild read and,
 * through their source maps (dist/ ships them), the files those were compiled from. zod is
 * bundled into dist/'s chunks, so only the maps still name its modules.
 */
export async function bundledSources(specifier: string, resolveDir: string): Promise<string[]> {
  const result = await esbuild.build({
    stdin: { contents: `export * from ${JSON.stringify(specifier)};`, resolveDir, loader: "js", sourcefile: "entry.js" },
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const sources = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) {
    sources.add(input);
    const map = path.resolve(input) + ".map";
    if (!fs.existsSync(map)) continue;
    const { sources: from = [] } = JSON.parse(fs.readFileSync(map, "utf8")) as { sources?: string[] };
    for (const source of from) sources.add(path.resolve(path.dirname(map), source));
  }
  return [...sources];
}

/** A file of the zod package (paths from esbuild are relative to the working directory, from source maps absolute). */
export function isZodModule(file: string): boolean {
  return /(^|[\\/])node_modules[\\/]zod[\\/]/.test(file);
}

/** One line per subpath of ZOD_FREE_ENTRIES whose bundle holds a zod module. */
export async function zodInBundles(packageName: string, resolveDir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const sub of ZOD_FREE_ENTRIES) {
    const zod = (await bundledSources(packageName + sub, resolveDir)).filter(isZodModule);
    if (zod.length)
      problems.push(`${packageName}${sub}: its bundle holds ${zod.length} zod modules (${zod[0]}, …), and must hold none (scripts/package/bundle-size.ts)`);
  }
  return problems;
}
