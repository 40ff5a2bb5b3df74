/**
 * The built viewer served by `vite preview` and Debian's Chromium driven by playwright-core, as
 * the browser benchmarks (viewer, matrix-scale, paste-size) use them: one place that starts both
 * and waits until the server answers.
 */
import { spawn } from "node:child_process";
import type { Browser } from "playwright-core";

export interface ServedViewer {
  /** `http://localhost:<port>` of the preview server. */
  base: string;
  browser: Browser;
  /** Closes the browser and stops the server. */
  close(): Promise<void>;
}

/** Serves `outDir` (a viewer build) and launches `chromium`; resolves once `readyPath` answers (or after about 10 s). */
export async function serveViewer(root: string, outDir: string, chromium: string, readyPath: string): Promise<ServedViewer> {
  const { chromium: launcher } = await import("playwright-core");
  const port = 4300 + Math.floor(Math.random() * 500);
  const server = spawn(
    `${root}node_modules/.bin/vite`,
    ["preview", "--config", `${root}viewer/vite.config.ts`, "--outDir", outDir, "--port", String(port), "--strictPort"],
    { stdio: "ignore" },
  );
  const browser = await launcher.launch({ executablePath: chromium, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    base,
    browser,
    close: async () => {
      await browser.close();
      server.kill();
    },
  };
}
