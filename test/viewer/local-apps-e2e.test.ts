/**
 * End-to-end, in Debian's Chromium: the model page's "Use this model locally" section.
 * Picks an app, changes the GGUF file (kept in the URL), copies a snippet, checks the Open
 * button's deeplink, contrast, and phone width. Screenshots go to test-artifacts/viewer/ with
 * ATLAS_SCREENSHOTS=1.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRAST_FAILURES, HORIZONTAL_OVERFLOW } from "./page-checks.js";
import { LOCAL_APP_IDS, LOCAL_APPS } from "../../engine/index.js";
import { CHROMIUM, CHROMIUM_ARGS, screenshot, SKIP_BROWSER } from "./browser.js";
import { serveViewer, sharedViewerBuild, type Server } from "./serve.js";

const GGUF_MODEL = "bartowski/Llama-3.2-3B-Instruct-GGUF";

describe.skipIf(SKIP_BROWSER)("Use this model locally, in a real browser", () => {
  let server: Server;
  let browser: Browser;
  let page: Page;
  const external: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await serveViewer(await sharedViewerBuild());
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await context.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === "localhost" || url.hostname === "127.0.0.1") return route.continue();
      external.push(url.href);
      return route.abort();
    });
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    server?.stop();
  });

  it("app picker, GGUF file choice, Copy and the Open button", async () => {
    await page.goto(`${server.url}/models/${GGUF_MODEL}#local-apps`);
    const section = page.getByRole("region", { name: "Use this model locally" });
    await expect.poll(() => section.isVisible()).toBe(true);

    await section.getByLabel("App", { exact: true }).selectOption("ollama");
    await expect.poll(() => new URL(page.url()).searchParams.get("localApp")).toBe("ollama");
    const code = section.locator(".code-block pre").first();
    await expect.poll(() => code.textContent()).toContain(`ollama run 'hf.co/${GGUF_MODEL}:Q4_K_M'`);

    await section.getByLabel("GGUF file", { exact: true }).selectOption("Llama-3.2-3B-Instruct-Q8_0.gguf");
    await expect.poll(() => new URL(page.url()).searchParams.get("ggufFile")).toBe("Llama-3.2-3B-Instruct-Q8_0.gguf");
    await expect.poll(() => code.textContent()).toContain(":Q8_0'");
    expect(await section.textContent()).toContain("quantization Q8_0");

    await section.getByRole("button", { name: /^Copy/ }).first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());

    // The URL is the state: a reload keeps the app and the file.
    await page.reload();
    expect(await section.getByLabel("App", { exact: true }).inputValue()).toBe("ollama");
    expect(await section.getByLabel("GGUF file", { exact: true }).inputValue()).toBe("Llama-3.2-3B-Instruct-Q8_0.gguf");

    await section.getByLabel("App", { exact: true }).selectOption("lmstudio");
    const open = section.getByRole("link", { name: "Open in LM Studio" });
    await expect.poll(() => open.getAttribute("href")).toBe(`lmstudio://open_from_hf?model=${GGUF_MODEL}&file=Llama-3.2-3B-Instruct-Q8_0.gguf`);

    expect(await page.evaluate(CONTRAST_FAILURES)).toEqual([]);
    await screenshot(section, "model-local-apps");
    await page.setViewportSize({ width: 390, height: 844 });
    await section.getByLabel("App", { exact: true }).selectOption("vllm");
    expect(await page.evaluate(HORIZONTAL_OVERFLOW)).toBeLessThanOrEqual(0);
    await screenshot(page, "model-local-apps-390", true);
    expect(pageErrors).toEqual([]);
    expect(external).toEqual([]);
  }, 180_000);

  it("the matrix lays the local apps out as rows", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/matrix?rows=local-apps`);
    await expect.poll(() => page.locator("h1").first().textContent()).toContain("Output matrix");
    expect(await page.getByLabel("Rows", { exact: true }).inputValue()).toBe("local-apps");
    // The grid draws only the rows near the viewport: the first app's row is drawn at once,
    // the last one once the scroll box reaches the bottom.
    const [first, last] = [LOCAL_APP_IDS[0]!, LOCAL_APP_IDS[LOCAL_APP_IDS.length - 1]!].map((id) => LOCAL_APPS[id].prettyLabel);
    await expect.poll(() => page.getByRole("link", { name: first, exact: true }).count()).toBeGreaterThan(0);
    await page.locator(".matrix-wrap").evaluate((wrap) => wrap.scrollTo(0, wrap.scrollHeight));
    await expect.poll(() => page.getByRole("link", { name: last, exact: true }).count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });
});
