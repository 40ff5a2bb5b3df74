/**
 * End-to-end: the maintainer's loop under `npm run dev`, in a throwaway copy of the repository
 * (test/support/dev-copy.ts), with one dev server and one Chromium. A dropped library YAML
 * shows on its page and on /libraries; a broken one shows its file, line and the text of
 * `npm run registry` on any page while the last good registry keeps serving; fixing or
 * deleting it clears that. A template edit marks the differing golden cells on /matrix, and accepting one
 * rewrites exactly that golden file. The golden endpoint refuses paths outside test/golden/
 * and requests that are not local; a production build holds none of it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatProblem } from "../../engine/errors/atlas-error.js";
import { buildRegistry } from "../../scripts/registry/build.js";
import { startDevCopy, type DevCopy } from "../support/dev-copy.js";
import { CHROMIUM, CHROMIUM_ARGS, SKIP_BROWSER } from "./browser.js";
import { sharedViewerBuild } from "./serve.js";

const LIBRARY = "libraries/acme-drop.yaml";
const GOOD = ["id: acme-drop", "prettyLabel: Acme Drop", "repoName: acme-drop", "repoUrl: https://github.com/acme/acme-drop", "filter: false", ""].join("\n");
const TEMPLATE = "templates/python/requests/textToImage.hbs";

/** Every file under a folder of the copy, with a hash of its bytes. */
function hashes(root: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      found.set(path.relative(root, file), createHash("sha1").update(fs.readFileSync(file)).digest("hex"));
    }
  return found;
}

/** A raw request to the dev server, with headers fetch would not let us set (Host). */
function raw(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

let dev: DevCopy;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const external: string[] = [];
const write = (file: string, text: string) => fs.writeFileSync(path.join(dev.root, file), text);

async function dropLibrary(): Promise<void> {
  await page.goto(`${dev.url}/libraries/acme-drop`);
  await expect.poll(() => page.locator("h1").first().textContent()).toBeTruthy();
  expect(await page.locator("h1").first().textContent()).not.toContain("Acme Drop");
  write(LIBRARY, GOOD);
  // The dev server reloads the open page once it has rebuilt the registry.
  await expect.poll(() => page.locator("h1").first().textContent()).toBe("Acme Drop");
  await page.goto(`${dev.url}/libraries`);
  await expect.poll(() => page.getByRole("link", { name: "Acme Drop" }).count()).toBeGreaterThan(0);
  // engine/generated/ holds what `npm run registry` writes (what `npm run check-generated` compares).
  const stale = buildRegistry(dev.root).files.filter((f) => fs.readFileSync(path.join(dev.root, f.path), "utf8") !== f.content);
  expect(stale.map((f) => f.path)).toEqual([]);
}

async function breakAndFixLibrary(): Promise<void> {
  write(LIBRARY, GOOD.replace("repoUrl: https://", "repoUrl: ftp://"));
  const printed = buildRegistry(dev.root).problems.map(formatProblem);
  expect(printed).toHaveLength(1);
  expect(printed[0]).toMatch(/^libraries\/acme-drop\.yaml:4:\d+ repoUrl: /);
  const banner = page.getByRole("alert").filter({ hasText: "The registry has 1 problem" });
  await expect.poll(() => banner.locator("code").allTextContents()).toEqual(printed);
  // A page loaded while the file is broken shows it too, and the last good registry still has the library.
  await page.goto(`${dev.url}/libraries/acme-drop`);
  await expect.poll(() => banner.locator("code").allTextContents()).toEqual(printed);
  expect(await page.locator("h1").first().textContent()).toBe("Acme Drop");
  write(LIBRARY, GOOD.replace("Acme Drop", "Acme Drop Fixed"));
  await expect.poll(() => page.locator("h1").first().textContent()).toBe("Acme Drop Fixed");
  expect(await banner.count()).toBe(0);
  // Broken again, then deleted: the banner goes and so does the library.
  write(LIBRARY, GOOD.replace("filter: false", "filter: maybe"));
  await expect.poll(() => page.getByRole("alert").filter({ hasText: "libraries/acme-drop.yaml:5:" }).count()).toBe(1);
  fs.rmSync(path.join(dev.root, LIBRARY));
  await expect.poll(() => page.locator("h1").first().textContent()).not.toBe("Acme Drop Fixed");
  expect(await page.getByRole("alert").filter({ hasText: "The registry has" }).count()).toBe(0);
}

/**
 * Opens `url` right after a file changed: the reload the dev server sends the open page once it
 * has rebuilt the registry may land during this navigation and abort it (the wider the page's
 * module graph, the likelier), so an aborted navigation is made again.
 */
async function gotoDuringRebuild(url: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes("net::ERR_ABORTED")) throw error;
    }
  }
}

async function reviewGoldens(): Promise<void> {
  const goldenRoot = path.join(dev.root, "test/golden");
  const before = hashes(goldenRoot);
  const template = fs.readFileSync(path.join(dev.root, TEMPLATE), "utf8");
  write(TEMPLATE, template.replace("# Sends the prompt; the image is written to a file.", "# Sends the prompt; the picture is written to a file."));
  await gotoDuringRebuild(`${dev.url}/matrix`);
  const count = page.getByTestId("golden-count");
  await expect.poll(() => count.textContent()).toMatch(/^\d+ cells differ from their golden files$/);
  const differing = Number((await count.textContent())!.split(" ")[0]);
  expect(differing).toBeGreaterThan(1);

  await page.getByLabel("Only cells that differ from their golden files").check();
  await expect.poll(() => page.locator("td.cell-golden-differs").count()).toBeGreaterThan(0);
  expect(await page.getByRole("button", { name: `Accept all ${differing} shown` }).count()).toBe(1);
  const first = page.locator("td.cell-golden-differs").first();
  await first.getByRole("button", { name: /^Open / }).click();
  const diff = page.getByTestId("golden-diff");
  await expect.poll(() => diff.textContent()).toContain("+ # Sends the prompt; the picture is written to a file.");
  expect(await diff.textContent()).toContain("- # Sends the prompt; the image is written to a file.");
  const name = (await page.locator(".cell-dialog code").first().textContent())!;
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

  expect(name).toMatch(/^test\/golden\/.+\/python\/requests\.py$/);
  // The same cell's Accept button, in the grid.
  await first.getByRole("button", { name: /^Accept / }).click();
  await expect.poll(() => count.textContent()).toBe(`${differing - 1} cells differ from their golden files`);

  const after = hashes(goldenRoot);
  const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
  expect(changed).toEqual([name.replace("test/golden/", "")]);
  expect(after.size).toBe(before.size);
  expect(fs.readFileSync(path.join(dev.root, name), "utf8")).toContain("# Sends the prompt; the picture is written to a file.");
}

async function refuseEndpoint(): Promise<void> {
  const accept = `${dev.url}/__atlas/golden/accept`;
  const json = { "Content-Type": "application/json" };
  for (const name of ["../../package.json", "/etc/passwd", "inference/../../../package.json"]) {
    const answer = await raw(accept, "POST", json, JSON.stringify({ names: [name] }));
    expect(answer.status, name).toBe(403);
  }
  expect(fs.readFileSync(path.join(dev.root, "package.json"), "utf8")).toContain('"name": "model-atlas"');
  const port = new URL(dev.url).port;
  expect((await raw(`${dev.url}/__atlas/golden`, "GET", { Host: `atlas.example.com:${port}` })).status).toBe(403);
  expect((await raw(`${dev.url}/__atlas/golden`, "GET", { Host: `localhost:${port}`, Origin: "https://evil.example" })).status).toBe(403);
  expect(
    (await raw(accept, "POST", { ...json, Host: `localhost:${port}`, Origin: "https://evil.example" }, JSON.stringify({ names: ["chat/x.py"] }))).status,
  ).toBe(403);
  expect(pageErrors).toEqual([]);
  expect(external).toEqual([]);
}

async function leaveOutOfBuild(): Promise<void> {
  const dist = await sharedViewerBuild();
  const text = fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(js|css|html)$/.test(e.name))
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), "utf8"))
    .join("\n");
  const words = ["__atlas", "atlas:registry", "golden file", "golden-diff", "cell-golden-differs", "dev-banner", "registry has"];
  expect(words.filter((word) => text.includes(word))).toEqual([]);
}

describe.skipIf(SKIP_BROWSER)("the maintainer's loop under npm run dev", () => {
  beforeAll(async () => {
    [dev, browser] = await Promise.all([startDevCopy(), chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === "localhost" || url.hostname === "127.0.0.1") return route.fallback();
      external.push(url.href);
      return route.abort();
    });
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it("shows a dropped library YAML on its page and on /libraries, with no step by hand", dropLibrary);
  it("shows a broken YAML's file, line and message on any page, serves the last good registry, and clears once fixed or deleted", breakAndFixLibrary);
  it("counts and marks the golden cells a template edit changes, diffs one, and accepts exactly its file", reviewGoldens);
  it("refuses a golden path outside test/golden/ and a request that is not local", refuseEndpoint);
  it("leaves the golden review and the registry watcher out of a production build", leaveOutOfBuild);
});
