/**
 * A built viewer served on a free port and Debian's Chromium driving it (playwright-core,
 * never a downloaded browser), with every request outside localhost recorded and refused and
 * every page error collected. Shared by the end-to-end test files that need nothing more.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { skipRequested } from "../support/skips.js";
import { serveViewer, sharedViewerBuild, type Host, type Server } from "./serve.js";

export const CHROMIUM = "/usr/bin/chromium";
/** Flags for a headless run on a closed network (without the background ones, Chromium keeps calling out and being refused). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// `npm test` installs Chromium first (scripts/test-env/); run alone without it, a browser test fails unless skipped on purpose.
export const SKIP_BROWSER = skipRequested("ATLAS_SKIP_BROWSER");
if (!SKIP_BROWSER && !existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium, or set ATLAS_SKIP_BROWSER=1`);

/** Where screenshots go, for a person to look at (the tests check the pages themselves). */
export const ARTIFACTS = path.resolve(import.meta.dirname, "../../test-artifacts/viewer");
/** Screenshots cost a full-page capture each (about 10 s of Chromium's CPU a run): taken on request only. */
export const SCREENSHOTS = process.env.ATLAS_SCREENSHOTS === "1";

/** A PNG of `target` as test-artifacts/viewer/<name>.png, with ATLAS_SCREENSHOTS=1. */
export async function screenshot(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await ("goto" in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
}

export interface Viewer {
  server: Server;
  browser: Browser;
  /** A fresh context (own history, storage and routes) with the outside world refused. */
  newContext(viewport?: { width: number; height: number }): Promise<BrowserContext>;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  external: string[];
  pageErrors: string[];
  close(): Promise<void>;
}

/** The shared build on `host`, in a browser of its own, or in `shared` (which `close` then leaves open, for the next host). */
export async function startViewer(host: Host = "preview", shared?: Browser): Promise<Viewer> {
  const server = await serveViewer(await sharedViewerBuild(), host);
  const browser = shared ?? (await launchBrowser());
  const external: string[] = [];
  const pageErrors: string[] = [];
  const newContext = async (viewport = { width: 1440, height: 900 }) => {
    const context = await browser.newContext({ viewport });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await context.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === "localhost" || url.hostname === "127.0.0.1") return route.fallback();
      external.push(url.href);
      return route.abort();
    });
    return context;
  };
  const newPage = async (viewport?: { width: number; height: number }) => {
    const page = await (await newContext(viewport)).newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    return page;
  };
  return {
    server,
    browser,
    newContext,
    newPage,
    external,
    pageErrors,
    close: async () => {
      if (!shared) await browser.close();
      server.stop();
    },
  };
}

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
