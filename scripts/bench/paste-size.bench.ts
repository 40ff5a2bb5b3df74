/**
 * A 4 MB paste into the model-record box, in Debian's Chromium (production build, `vite
 * preview`): the time to paste it (Ctrl+V from the clipboard → the refusal on screen), to set
 * the text (Playwright's fill: text inserted as if typed, then its input event) and to submit
 * it (click → the refusal is on screen), each as wall time and as the renderer main
 * thread's busy time (Chrome's `TaskDuration` over the DevTools protocol) over the same span.
 * Wall time includes the harness's round trips and, on a loaded machine, waiting for a core.
 *
 * Without the size limit such a paste took 67 s to set the text, 72 s to submit, the tab frozen.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { serveViewer } from "./served-viewer.js";
import { finish } from "./verdict.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const outDir = `${root}.tmp/paste-size-bench`;
const chromium = "/usr/bin/chromium";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;

/** About 4 MB of JSON: a record listing 95,000 files. */
function hugeRecord(): string {
  return JSON.stringify({ id: "org/huge", siblings: Array.from({ length: 95_000 }, (_, i) => ({ rfilename: `file-${i}.bin`, size: i })) });
}

async function main(runs: number): Promise<void> {
  if (!existsSync(chromium)) throw new Error("the paste benchmark needs /usr/bin/chromium: apt-get install chromium");
  const env = { ...process.env, NODE_ENV: "production" };
  const built = spawnSync(`${root}node_modules/.bin/vite`, ["build", "--config", `${root}viewer/vite.config.ts`, "--outDir", outDir, "--logLevel", "error"], {
    encoding: "utf8",
    env,
  });
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stderr}`);
  const { base, browser, close } = await serveViewer(root, outDir, chromium, "/models");
  try {
    const text = hugeRecord();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    const pastes: number[] = [];
    const pastesCpu: number[] = [];
    const sets: number[] = [];
    const setsCpu: number[] = [];
    const submits: number[] = [];
    const submitsCpu: number[] = [];
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Performance.enable");
      const busy = async () => ((await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")?.value ?? 0) * 1000;
      await page.goto(`${base}/models`);
      const box = page.getByLabel("Model record (JSON)");
      await box.waitFor();
      await page.evaluate((value) => navigator.clipboard.writeText(value), text);
      await box.focus();
      let cpu = await busy();
      let wall = performance.now();
      await page.keyboard.press("Control+V");
      await page.getByRole("alert").filter({ hasText: "too large" }).waitFor();
      pastes.push(performance.now() - wall);
      pastesCpu.push((await busy()) - cpu);
      await page.reload();
      await box.waitFor();
      cpu = await busy();
      wall = performance.now();
      await box.fill(text);
      sets.push(performance.now() - wall);
      setsCpu.push((await busy()) - cpu);
      cpu = await busy();
      wall = performance.now();
      await page.getByRole("button", { name: "Show snippets" }).click();
      await page.getByRole("alert").filter({ hasText: "too large" }).waitFor();
      submits.push(performance.now() - wall);
      submitsCpu.push((await busy()) - cpu);
      await page.close();
    }
    console.log(`paste size: ${(text.length / 1e6).toFixed(1)} MB of JSON into the record box  (load average ${loadavg()[0]!.toFixed(1)})`);
    console.log(
      `  paste (Ctrl+V → refusal on screen): ${median(pastes).toFixed(0)} ms wall (${range(pastes)}), ${median(pastesCpu).toFixed(0)} ms main-thread CPU (${range(pastesCpu)}), medians of ${runs}`,
    );
    console.log(
      `  set the text: ${median(sets).toFixed(0)} ms wall (${range(sets)}), ${median(setsCpu).toFixed(0)} ms main-thread CPU (${range(setsCpu)}), medians of ${runs}`,
    );
    console.log(
      `  submit → refusal on screen: ${median(submits).toFixed(0)} ms wall (${range(submits)}), ${median(submitsCpu).toFixed(0)} ms main-thread CPU (${range(submitsCpu)})`,
    );
  } finally {
    await close();
  }
}

await main(Number(process.env.BENCH_RUNS ?? 7));
finish();
