/**
 * Viewer weight and speed.
 * - Initial JavaScript per route, from the production build's manifest: the entry chunk,
 *   the route's lazy chunk and everything they import statically, gzipped. Target for
 *   /tasks: under 150 KB.
 * - Rendering the output matrix: 500 cells (snippet generation + highlighting + React
 *   render to HTML), median of several runs. Target: under a second.
 * - The same in Debian's Chromium when it is installed: from navigation to a /matrix URL
 *   with more than 500 cells until the table is in the page (chunks, generation, DOM).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MatrixGrid } from "../../viewer/src/components/matrix-grid.js";
import { LocationProvider } from "../../viewer/src/router.js";
import { buildMatrix, clearMatrixCache, type Matrix } from "../../viewer/src/snippets/matrix.js";
import { serveViewer } from "./served-viewer.js";
import { finish, target } from "./verdict.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const outDir = `${root}.tmp/viewer-bench`;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function build(): Record<string, ManifestChunk> {
  const env = { ...process.env, NODE_ENV: "production" };
  const result = spawnSync(`${root}node_modules/.bin/vite`, ["build", "--config", `${root}viewer/vite.config.ts`, "--outDir", outDir, "--logLevel", "error"], {
    encoding: "utf8",
    env,
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr}`);
  return JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, "utf8"));
}

/** Files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Record<string, ManifestChunk>, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function routeWeights(): void {
  const manifest = build();
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const routes = (manifest[entryKey]!.dynamicImports ?? []).filter((k) => k.includes("/routes/"));
  const size = (keys: Set<string>) => {
    let raw = 0;
    let gz = 0;
    for (const key of keys) {
      const code = readFileSync(`${outDir}/${manifest[key]!.file}`);
      raw += code.length;
      gz += gzipSync(code, { level: 9 }).length;
    }
    return { raw, gz };
  };
  console.log("initial JavaScript per route (entry + route chunk + static imports):");
  for (const route of routes) {
    const { raw, gz } = size(closure(manifest, [entryKey, route]));
    const name = route.replace(/^.*routes\//, "").replace(/\.tsx$/, "");
    const verdict = name === "tasks-page" ? `  ${target("/tasks initial JavaScript", gz / 1024, "<", 150, " KB gzip")}` : "";
    console.log(`  ${name.padEnd(16)} ${(raw / 1024).toFixed(1).padStart(7)} KB raw  ${(gz / 1024).toFixed(1).padStart(6)} KB gzip${verdict}`);
  }
}

/** A matrix of exactly `cells` cells: the example-model rows, repeated under new keys. */
function matrixOf(cells: number): Matrix {
  const base = buildMatrix({ rows: "models", provider: "all" });
  const rowsNeeded = Math.ceil(cells / base.columns.length);
  const columns = base.columns.slice(0, Math.ceil(cells / rowsNeeded));
  const rows = Array.from({ length: rowsNeeded }, (_, i) => {
    const fresh = buildMatrix({ rows: "models", provider: "all" }).rows;
    const row = fresh[i % fresh.length]!;
    return { ...row, key: `${row.key}#${i}` };
  });
  return { ...base, columns, rows };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function matrixRender(cells: number, runs: number): void {
  const times: number[] = [];
  let html = "";
  let count = 0;
  for (let run = 0; run < runs; run++) {
    clearMatrixCache(); // every run generates its snippets afresh
    const started = performance.now();
    const matrix = matrixOf(cells);
    html = renderToString(createElement(LocationProvider, { url: "/matrix", children: createElement(MatrixGrid, { matrix, onOpen: () => {} }) }));
    times.push(performance.now() - started);
    count = matrix.rows.length * matrix.columns.length;
  }
  // The grid draws only the cells near its viewport (matrix-grid.tsx); spacer cells have no column index.
  const cellsRendered = (html.match(/<td aria-colindex=/g) ?? []).length;
  const med = median(times);
  console.log(
    `matrix: ${cellsRendered} cells drawn of ${count} rendered in ${med.toFixed(0)} ms median of ${runs} (first ${times[0]!.toFixed(0)} ms, fastest ${Math.min(...times).toFixed(0)} ms)` +
      `  ${target("500 matrix cells rendered", med, "<", 1000, " ms")}`,
  );
}

async function browserMatrix(runs: number): Promise<void> {
  const chromium = "/usr/bin/chromium";
  if (!existsSync(chromium)) throw new Error("the browser matrix needs /usr/bin/chromium: apt-get install chromium");
  const { base, browser, close } = await serveViewer(root, outDir, chromium, "/matrix");
  try {
    const page = await browser.newPage();
    // No filter gives exactly 500 cells: measure the sizes on either side of it.
    // Every example model × curl × every provider (~420), and × the two openai clients (~840).
    for (const query of ["language=sh&provider=all", "client=openai&provider=all"]) {
      const url = `${base}/matrix?${query}`;
      await page.goto(url);
      const times: number[] = [];
      let cells = 0;
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        await page.goto(url);
        await page.waitForSelector(".matrix tbody tr");
        times.push(performance.now() - started);
        cells = await page.locator(".matrix tbody td[aria-colindex]").count();
      }
      console.log(
        `browser matrix: ${cells} cells, navigation to table in ${median(times).toFixed(0)} ms median of ${runs} (fastest ${Math.min(...times).toFixed(0)} ms)`,
      );
    }
  } finally {
    await close();
  }
}

routeWeights();
matrixRender(500, 7);
await browserMatrix(5);
finish();
