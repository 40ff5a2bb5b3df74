/**
 * End-to-end: the same journeys on both hosts of the built viewer, Vite's preview (`npm start`)
 * and `model-atlas serve`, in one Chromium: the issue-44 journey (a dotted model id reloaded, its
 * link opened in a fresh tab), every page kind of the route table opened from its address and
 * reloaded (model ids with dots, `@`, non-ASCII and escapes among them), Back to every page kind,
 * an unknown path, and on serve the cache headers and HEAD of the real build. The other end-to-end
 * files run on the preview only.
 */
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, SKIP_BROWSER, startViewer, type Viewer } from "./browser.js";
import { ROUTE_EXAMPLES, UNKNOWN_PATHS, type RouteExample } from "./route-examples.js";
import { HOSTS, type Host } from "./serve.js";

const heading = (page: Page) => page.locator("h1").first().textContent();

/** The document came from the host as a page (not a problem+json 404), and shows `h1`. */
async function showsPage(page: Page, response: Response | null, example: RouteExample, what: string): Promise<void> {
  expect([what, example.path, response?.status(), response?.headers()["content-type"]]).toEqual([
    what,
    example.path,
    200,
    expect.stringContaining("text/html"),
  ]);
  await expect.poll(() => heading(page), { message: `${what} ${example.path}` }).toContain(example.h1);
}

/** The journey: /models, a click on a model whose id has a dot, a reload, its link in a fresh tab. */
async function dottedModelReloads(viewer: Viewer): Promise<void> {
  const page = await viewer.newPage();
  const model = ROUTE_EXAMPLES.model[0]!;
  await showsPage(page, await page.goto(`${viewer.server.url}/models`), ROUTE_EXAMPLES.models[0]!, "open");
  await page.getByRole("main").getByRole("link", { name: model.h1, exact: true }).first().click();
  await expect.poll(() => heading(page)).toContain(model.h1);
  await showsPage(page, await page.reload(), model, "reload");
  // The link pasted into a tab of a browser that has never seen the app.
  const fresh = await viewer.newPage();
  await showsPage(fresh, await fresh.goto(page.url()), model, "fresh tab");
  await fresh.context().close();
  await page.context().close();
  expect(viewer.pageErrors).toEqual([]);
}

async function everyPageReloads(viewer: Viewer): Promise<void> {
  const page = await viewer.newPage();
  const refused: string[] = [];
  for (const example of Object.values(ROUTE_EXAMPLES).flat()) {
    for (const [what, load] of [
      ["address", () => page.goto(`${viewer.server.url}${example.path}`)],
      ["reload", () => page.reload()],
    ] as const) {
      const response = await load();
      // Every refused path is listed before the test fails, not just the first.
      if (response?.status() !== 200) refused.push(`${what} ${example.path}: ${response?.status()} ${response?.headers()["content-type"]}`);
      else await showsPage(page, response, example, what);
    }
  }
  await page.context().close();
  expect(refused).toEqual([]);
  expect(viewer.pageErrors).toEqual([]);
}

async function backToEveryKind(viewer: Viewer): Promise<void> {
  const page = await viewer.newPage();
  const kinds = Object.values(ROUTE_EXAMPLES).map((examples) => examples.at(-1)!);
  expect(kinds.map((k) => k.path)).toContain("/libraries/gemma.cpp");
  for (const example of kinds) {
    await showsPage(page, await page.goto(`${viewer.server.url}${example.path}`), example, "open");
    const away = example.path === "/models" ? "Tasks" : "Models";
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: away }).click();
    await expect.poll(() => heading(page)).toContain(away);
    await page.goBack();
    await expect.poll(() => heading(page), { message: `Back to ${example.path}` }).toContain(example.h1);
  }
  // Back through the addresses typed one after another, each its own document.
  for (const example of kinds.slice(0, -1).reverse()) {
    await page.goBack();
    await expect.poll(() => heading(page), { message: `Back to ${example.path}` }).toContain(example.h1);
    expect(new URL(page.url()).pathname).toBe(example.path);
  }
  await page.context().close();
  expect(viewer.pageErrors).toEqual([]);
}

async function unknownPathsNotFound(viewer: Viewer, host: Host): Promise<void> {
  const page = await viewer.newPage();
  for (const pathname of UNKNOWN_PATHS) {
    const response = await page.goto(`${viewer.server.url}${pathname}`);
    // The preview answers every path with 200; serve says 404, with the same page for a browser.
    expect([pathname, response?.status(), response?.headers()["content-type"]]).toEqual([
      pathname,
      host === "serve" ? 404 : 200,
      expect.stringContaining("text/html"),
    ]);
    await expect.poll(() => heading(page)).toBe("Page not found");
    await expect.poll(() => page.title()).toBe("Page not found · Model Atlas");
  }
  await page.context().close();
}

/** serve's answers for the real build: the entry script named by index.html is hashed, index.html is not. */
async function cacheHeadersAndHead(url: string): Promise<void> {
  const app = await fetch(`${url}/models/black-forest-labs/FLUX.1-dev`);
  const html = await app.text();
  expect([app.status, app.headers.get("cache-control"), app.headers.get("etag")]).toEqual([200, "no-cache", expect.stringMatching(/^W\//)]);
  const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, "index.html's entry script").toBeDefined();
  for (const method of ["GET", "HEAD"]) {
    const asset = await fetch(`${url}${script}`, { method });
    expect([method, asset.status, asset.headers.get("cache-control"), asset.headers.get("content-type")]).toEqual([
      method,
      200,
      "public, max-age=31536000, immutable",
      "text/javascript; charset=utf-8",
    ]);
    expect(Number(asset.headers.get("content-length"))).toBeGreaterThan(0);
    expect((await asset.arrayBuffer()).byteLength).toBe(method === "HEAD" ? 0 : Number(asset.headers.get("content-length")));
  }
  const head = await fetch(`${url}/models/meta-llama/Llama-3.1-8B-Instruct`, { method: "HEAD" });
  expect([head.status, head.headers.get("content-length"), head.headers.get("etag")]).toEqual([
    200,
    String(new TextEncoder().encode(html).byteLength),
    app.headers.get("etag"),
  ]);
  const current = await fetch(`${url}/models/meta-llama/Llama-3.1-8B-Instruct`, { headers: { "if-none-match": app.headers.get("etag")! } });
  expect(current.status).toBe(304);
  const missing = await fetch(`${url}/assets/gone-A1b2c3d4.js`);
  expect([missing.status, missing.headers.get("content-type")]).toEqual([404, "application/problem+json"]);
}

describe.skipIf(SKIP_BROWSER)("the viewer's journeys on both hosts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(HOSTS)("on %s", (host) => {
    let viewer: Viewer;
    beforeAll(async () => {
      viewer = await startViewer(host, browser);
    }, 180_000);
    afterAll(async () => {
      await viewer?.close();
    });

    it("a model page whose id has a dot, opened from /models, reloads, and its link opens in a fresh tab", () => dottedModelReloads(viewer));
    it("every page kind opens from its address and reloads, whatever its id holds", () => everyPageReloads(viewer));
    it("Back returns to every page kind, after an in-app link and after a new address", () => backToEveryKind(viewer));
    it("an unknown path shows the app's not-found page", () => unknownPathsNotFound(viewer, host));
    // Defined on serve only (the preview host sets its own headers): a test that is skipped would read as a gap.
    if (host === "serve")
      it("static answers carry cache headers from the build (hashed files immutable, the app revalidated) and answer HEAD", () =>
        cacheHeadersAndHead(viewer.server.url));
    it("sent no request outside localhost", () => {
      expect(viewer.external).toEqual([]);
    });
  });
});
