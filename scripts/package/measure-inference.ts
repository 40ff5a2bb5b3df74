/**
 * Quick size check without a build: bundles `export * from engine/entries/inference.ts` as
 * scripts/package/bundle-size.ts does (esbuild, minified, browser, ESM) and prints the gzip -9
 * size, plus the bytes of the python/js/sh generated template modules in that bundle.
 */
import path from "node:path";
import zlib from "node:zlib";
import * as esbuild from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");
const result = await esbuild.build({
  stdin: { contents: `export * from "./engine/entries/inference.ts";`, resolveDir: root, loader: "ts", sourcefile: "entry.ts" },
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  write: false,
  metafile: true,
  logLevel: "silent",
});
const code = result.outputFiles[0]!.contents;
const gzip = zlib.gzipSync(code, { level: 9 }).length;
const templates = Object.entries(result.metafile.outputs)[0]![1].inputs;
const templateBytes = Object.entries(templates).filter(([file]) => file.includes("generated/inference-templates/")).reduce((sum, [, v]) => sum + v.bytesInOutput, 0);
console.log(`inference bundle: ${code.length} B minified, ${gzip} B gzip (${(gzip / 1024).toFixed(2)} KB); template modules ${templateBytes} B minified`);
