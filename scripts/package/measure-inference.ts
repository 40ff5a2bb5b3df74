/**
 * Quick size check without a build: bundles `export * from engine/entries/inference.ts` with the
 * build `npm run size` uses (scripts/package/bundle-size.ts: esbuild, minified, browser, ESM) and
 * prints the gzip -9 size, plus the bytes of the generated template modules in that bundle.
 */
import path from "node:path";
import { minifiedBundle } from "./bundle-size.js";

const root = path.resolve(import.meta.dirname, "../..");
const { code, gzip, metafile } = await minifiedBundle(`export * from "./engine/entries/inference.ts";`, root, "ts");
const inputs = Object.values(metafile.outputs)[0]!.inputs;
const templateBytes = Object.entries(inputs)
  .filter(([file]) => file.includes("generated/inference-templates/"))
  .reduce((sum, [, v]) => sum + v.bytesInOutput, 0);
console.log(`inference bundle: ${code.length} B minified, ${gzip} B gzip (${(gzip / 1024).toFixed(2)} KB); template modules ${templateBytes} B minified`);
