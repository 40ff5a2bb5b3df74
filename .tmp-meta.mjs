import * as esbuild from "esbuild";
import zlib from "node:zlib";
const r = await esbuild.build({ stdin: { contents: 'export { getInferenceSnippets } from "./dist/entries/inference.js"', resolveDir: process.cwd() }, bundle: true, minify: true, platform: "browser", format: "esm", write: false, metafile: true });
const out = Object.values(r.metafile.outputs)[0];
const groups = {};
for (const [f, v] of Object.entries(out.inputs)) { const k = f.replace(/^.*node_modules\/([^/]+)\/.*$/, "npm:$1").replace(/^dist\/(chunks\/)?/, "dist:"); groups[k] = (groups[k] ?? 0) + v.bytesInOutput; }
console.log(Object.entries(groups).sort((a,b)=>b[1]-a[1]).slice(0,25).map(([k,v])=>`${(v/1024).toFixed(1)}KB ${k}`).join("\n"));
console.log("total gzip", zlib.gzipSync(r.outputFiles[0].contents, {level:9}).length);
