/**
 * The viewer's files as `model-atlas serve` answers them (engine/cli/serve/static.ts through the
 * handler, in process), on a small build made in a temporary folder: which paths are pages of the
 * app (every page kind of the viewer's route table, ids with dots, `@`, non-ASCII and escapes),
 * which are files, what a miss answers to a browser and to an API client, cache headers, HEAD,
 * 304, and what is never read. test/viewer/hosts-e2e.test.ts drives the real build in a browser.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../../engine/cli/exit-codes.js";
import { CliError } from "../../engine/cli/io.js";
import { staticReader, viewerFolder } from "../../engine/cli/serve/static.js";
import { createAtlasHandler, type AtlasHandler } from "../../engine/server/index.js";
import { PAGE_MODULES } from "../../viewer/src/routes/pages.js";
import { ROUTE_EXAMPLES, UNKNOWN_PATHS } from "../viewer/route-examples.js";

const INDEX = "<!doctype html><title>Model Atlas</title>";
const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A build as Vite and the cards plugin leave it: hashed files in assets/ (listed in the manifest), cards/, a favicon. */
function writeBuild(root: string, manifest = true): void {
  const files: Record<string, string> = {
    "index.html": INDEX,
    "favicon.svg": "<svg/>",
    "assets/index-B1x2y3z4.js": "export {};",
    "assets/index-C5d6e7f8.css": "body{}",
    "assets/cat-D9a8b7c6.gif": "GIF89a",
    "cards/llms.txt": "# Model Atlas cards",
    "cards/models/meta-llama/Llama-3.1-8B-Instruct.md": "# meta-llama/Llama-3.1-8B-Instruct",
    ".env": "HF_TOKEN=x",
  };
  if (manifest)
    files[".vite/manifest.json"] = JSON.stringify({
      "index.html": { file: "assets/index-B1x2y3z4.js", css: ["assets/index-C5d6e7f8.css"], isEntry: true },
      "../tasks/a/media/cat.gif": { file: "assets/cat-D9a8b7c6.gif" },
    });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}

/** A build in a temporary folder (its `dist/`) for the tests of one describe, served by the handler. */
function servedBuild() {
  const served = { folder: "", handler: undefined as AtlasHandler | undefined };
  beforeAll(() => {
    served.folder = mkdtempSync(path.join(tmpdir(), "atlas-static-"));
    mkdirSync(path.join(served.folder, "dist"));
    writeBuild(path.join(served.folder, "dist"));
    served.handler = createAtlasHandler({ readStatic: staticReader(path.join(served.folder, "dist")) });
  });
  afterAll(() => rmSync(served.folder, { recursive: true, force: true }));
  const get = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
    served.handler!(new Request(`http://localhost${pathname}`, { method, headers, redirect: "manual" }));
  return { served, get };
}

describe("the viewer's pages on serve", () => {
  const { get } = servedBuild();

  it("every page kind of the route table is the app's index.html with 200, revalidated, whatever its id holds", async () => {
    expect(Object.keys(ROUTE_EXAMPLES).sort()).toEqual(Object.keys(PAGE_MODULES).sort());
    for (const { path: pathname } of Object.values(ROUTE_EXAMPLES).flat()) {
      for (const accept of [BROWSER, "*/*", "application/json"]) {
        const response = await get(pathname, { accept });
        expect(response.status, `${pathname} (${accept})`).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(response.headers.get("cache-control")).toBe("no-cache");
        expect(response.headers.get("etag")).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
        expect(await response.text()).toBe(INDEX);
      }
    }
    // Read as the app reads it: %2F splits the id into owner and name; a bad escape is kept as typed.
    expect((await get("/models/acme%2Fmodel.v2")).status).toBe(200);
    expect((await get("/tasks/%E0.1")).status).toBe(200);
  });
});

describe("the viewer's files on serve, and what a miss answers", () => {
  const { get } = servedBuild();

  it("files are what the build holds at its root: its folders (assets/, cards/) and its files, hashed ones cached for good", async () => {
    const cases = [
      ["/assets/index-B1x2y3z4.js", "text/javascript; charset=utf-8", IMMUTABLE],
      ["/assets/index-C5d6e7f8.css", "text/css; charset=utf-8", IMMUTABLE],
      ["/assets/cat-D9a8b7c6.gif", "image/gif", IMMUTABLE],
      ["/favicon.svg", "image/svg+xml", "no-cache"],
      ["/index.html", "text/html; charset=utf-8", "no-cache"],
      ["/cards/", "text/plain; charset=utf-8", "no-cache"],
      ["/cards/models/meta-llama/Llama-3.1-8B-Instruct.md", "text/markdown; charset=utf-8", "no-cache"],
    ];
    for (const [pathname, type, cache] of cases) {
      const response = await get(pathname!, { accept: BROWSER });
      expect([pathname, response.status, response.headers.get("content-type"), response.headers.get("cache-control")]).toEqual([pathname, 200, type, cache]);
    }
    const folder = await get("/cards");
    expect([folder.status, folder.headers.get("location")]).toEqual([308, "/cards/"]);
  });

  it("a missing file or an unknown path is a 404: the app (its not-found page) for a browser, problem+json for an API client", async () => {
    for (const pathname of ["/assets/gone-A1b2c3d4.js", "/cards/models/acme/none.md", "/assets", "/favicon.svg/x", ...UNKNOWN_PATHS]) {
      const api = await get(pathname, { accept: "application/json" });
      expect([pathname, api.status, api.headers.get("content-type")]).toEqual([pathname, 404, "application/problem+json"]);
      expect((await api.json()).detail).toContain(`no route ${pathname}`);
      expect((await get(pathname)).headers.get("content-type"), "no Accept").toBe("application/problem+json");
      expect((await get(pathname, { accept: "*/*" })).headers.get("content-type"), "curl, fetch").toBe("application/problem+json");
      expect((await get(pathname, { accept: "text/html;q=0, */*" })).status).toBe(404);
      const browser = await get(pathname, { accept: BROWSER });
      expect([pathname, browser.status, browser.headers.get("content-type"), browser.headers.get("vary")]).toEqual([
        pathname,
        404,
        "text/html; charset=utf-8",
        "accept",
      ]);
      expect(browser.headers.get("etag")).toBeNull();
      expect(await browser.text()).toBe(INDEX);
    }
  });
});

describe("the viewer's files on serve: HEAD, 304, what is never read", () => {
  const { served, get } = servedBuild();

  it("HEAD answers as GET without the body; a current copy (If-None-Match) gets 304", async () => {
    for (const pathname of ["/models/meta-llama/Llama-3.1-8B-Instruct", "/assets/index-B1x2y3z4.js", "/cards/"]) {
      const full = await get(pathname);
      const head = await get(pathname, {}, "HEAD");
      expect([head.status, head.headers.get("content-length"), head.headers.get("etag"), head.headers.get("cache-control")]).toEqual([
        200,
        full.headers.get("content-length"),
        full.headers.get("etag"),
        full.headers.get("cache-control"),
      ]);
      expect(await head.text()).toBe("");
      const again = await get(pathname, { "if-none-match": `"other", ${full.headers.get("etag")}` });
      expect([again.status, await again.text(), again.headers.get("etag")]).toEqual([304, "", full.headers.get("etag")]);
      expect((await get(pathname, { "if-none-match": '"other"' })).status).toBe(200);
    }
    expect((await get("/nope", { accept: BROWSER }, "HEAD")).status).toBe(404);
    // The API's own routes are untouched (HEAD on them is the routes' business, not the files').
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/v1/tasks/nope", { accept: BROWSER })).headers.get("content-type")).toBe("application/problem+json");
  });

  it("reads nothing outside the build and nothing dot-named in it", async () => {
    writeFileSync(path.join(served.folder, "outside.txt"), "outside");
    for (const pathname of [
      "/assets/%2e%2e/%2e%2e/outside.txt",
      "/cards/..%2F..%2Foutside.txt",
      "/.vite/manifest.json",
      "/assets/%2e%2e/.vite/manifest.json",
      "/.env",
      "/assets/..%2F",
      "/cards/..%2Findex.html",
    ]) {
      const response = await get(pathname, { accept: "*/*" });
      expect([pathname, response.status]).toEqual([pathname, 404]);
    }
    // URL parsing already resolves %2e%2e segments; a host that passed them on raw gets nothing either.
    const reader = staticReader(path.join(served.folder, "dist"));
    for (const raw of ["/assets/%2e%2e", "/assets/%2e%2e/", "/cards/%2e%2e/%2e%2e/outside.txt"])
      expect([raw, await reader(raw, new Headers())]).toEqual([raw, undefined]);
  });

  it("without Vite's manifest nothing is known to be hashed, so everything is revalidated", async () => {
    const bare = path.join(served.folder, "bare");
    writeBuild(bare, false);
    const reader = staticReader(bare);
    const file = await reader("/assets/index-B1x2y3z4.js", new Headers());
    expect([file?.status, file?.headers?.["cache-control"]]).toEqual([200, "no-cache"]);
  });

  it("serve --viewer refuses a folder without a built viewer", () => {
    expect(viewerFolder(path.join(served.folder, "dist"))).toBe(path.join(served.folder, "dist"));
    const refused = (() => {
      try {
        viewerFolder(served.folder);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(CliError);
    expect((refused as CliError).exitCode).toBe(EXIT.usage);
    expect((refused as CliError).message).toContain("no index.html");
  });
});
