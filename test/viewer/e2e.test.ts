/**
 * End-to-end: the built viewer in Debian's Chromium (playwright-core, never a downloaded
 * browser). Opens every route, drives the snippet controls, copies code, follows anchors,
 * checks contrast, phone width and that no request leaves localhost. Screenshots of each
 * route go to test-artifacts/viewer/ with ATLAS_SCREENSHOTS=1.
 */
import { spawnSync } from "node:child_process";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listLibraries, listTasks, type TaskRecord } from "../../engine/index.js";
import { libraryRows, sortRows } from "../../viewer/src/data/library-rows.js";
import { rowSetOf } from "../../viewer/src/snippets/matrix-filters.js";
import { DEFAULT_REPO_URL } from "../../viewer/src/data/repo.js";
import { CONTRAST_FAILURES, HORIZONTAL_OVERFLOW } from "./page-checks.js";
import { RENDER_PROBE } from "./render-probe.js";
import { CHROMIUM, CHROMIUM_ARGS, screenshot, SKIP_BROWSER } from "./browser.js";
import { serveViewer, sharedViewerBuild, type Server } from "./serve.js";

const CHAT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";

/** The richest task in the catalogue: the one whose page has the most sections to check. */
function richestTask(): TaskRecord {
  const score = (t: TaskRecord) => (t.about ? 4 : 0) + (t.demo ? 2 : 0) + (t.datasets.length > 0 ? 1 : 0) + (t.youtubeId ? 1 : 0);
  const tasks = listTasks().filter((t) => !t.isPlaceholder && !t.canonicalId);
  return [...tasks].sort((a, b) => score(b) - score(a))[0]!;
}

describe.skipIf(SKIP_BROWSER)("viewer in a real browser", () => {
  let server: Server;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const external: string[] = [];
  const pageErrors: string[] = [];
  const task = richestTask();

  beforeAll(async () => {
    server = await serveViewer(await sharedViewerBuild());
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    // Every request is checked: anything not for the preview server is recorded and refused.
    await context.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === "localhost" || url.hostname === "127.0.0.1") return route.continue();
      external.push(url.href);
      return route.abort();
    });
    // Counts matrix cell renders (window.__cellRenders) through React's DevTools hook.
    await context.addInitScript(RENDER_PROBE);
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    server?.stop();
  });

  const routes = () => [
    { name: "tasks", path: "/tasks", h1: "Tasks" },
    { name: "task", path: `/tasks/${task.id}`, h1: task.label },
    { name: "libraries", path: "/libraries", h1: "Libraries" },
    { name: "library", path: "/libraries/transformers", h1: "Transformers" },
    { name: "models", path: "/models", h1: "Models" },
    { name: "model", path: `/models/${CHAT_MODEL}`, h1: CHAT_MODEL },
    { name: "matrix", path: "/matrix", h1: "Output matrix" },
  ];

  it("opens every route directly (history routes reload), with readable contrast and no sideways scroll at 390 px", async () => {
    for (const route of routes()) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${server.url}${route.path}`);
      await expect.poll(() => page.locator("h1").first().textContent()).toContain(route.h1);
      expect(await page.evaluate(CONTRAST_FAILURES), `contrast on ${route.path}`).toEqual([]);
      await screenshot(page, route.name, route.name !== "libraries");
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect.poll(() => page.locator("h1").first().textContent()).toContain(route.h1);
      expect(await page.evaluate(HORIZONTAL_OVERFLOW), `horizontal overflow on ${route.path}`).toBeLessThanOrEqual(0);
      await screenshot(page, `${route.name}-390`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it("every demo kind renders on some task page, with readable contrast, at phone width too", async () => {
    const selectors: Record<string, string> = {
      img: ".demo-img img",
      audio: ".demo-audio audio",
      chart: ".demo-chart .bar-row",
      tabular: ".demo-table td",
      "text-with-tokens": ".demo-tokens mark",
      text: ".demo-text .demo-content",
    };
    const seen = new Set<string>();
    for (const t of listTasks()) {
      const kinds = [...(t.demo?.inputs ?? []), ...(t.demo?.outputs ?? [])].map((d) => d.type).filter((k) => !seen.has(k));
      if (kinds.length === 0) continue;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${server.url}/tasks/${t.id}`);
      for (const kind of kinds) {
        await expect.poll(() => page.locator(selectors[kind]!).count(), { message: `${kind} on ${t.id}` }).toBeGreaterThan(0);
        seen.add(kind);
      }
      // The image decodes (a broken one keeps a natural width of 0): polled, as it may still be loading.
      if (kinds.includes("img"))
        await expect
          .poll(() =>
            page
              .locator(".demo-img img")
              .first()
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          )
          .toBeGreaterThan(0);
      expect(await page.evaluate(CONTRAST_FAILURES), `contrast on /tasks/${t.id}`).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(HORIZONTAL_OVERFLOW), `horizontal overflow on /tasks/${t.id}`).toBeLessThanOrEqual(0);
    }
    expect([...seen].sort()).toEqual(Object.keys(selectors).sort());
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("the task list groups tasks by modality and marks placeholders", async () => {
    await page.goto(`${server.url}/tasks`);
    const placeholders = listTasks().filter((t) => t.isPlaceholder).length;
    await expect.poll(() => page.locator("main h2").count()).toBe(7);
    expect(await page.locator(".card .badge-placeholder").count()).toBe(placeholders);
    expect(await page.locator(".card a").count()).toBe(listTasks().length);
  });

  it("navigates in-app without reloading, and the skip link takes keyboard focus with a visible outline", async () => {
    await page.goto(`${server.url}/tasks`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Libraries" }).click();
    await expect.poll(() => page.url()).toBe(`${server.url}/libraries`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.goto(`${server.url}/tasks`);
    // React renders after the load event; wait for the page before using the keyboard.
    await page.locator("h1").waitFor();
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { text: el.textContent, outline: getComputedStyle(el).outlineStyle };
    });
    expect(focused).toEqual({ text: "Skip to content", outline: "solid" });
    // An unknown path says so, in the page and in its title (tabs and history).
    await page.goto(`${server.url}/no/such/page`);
    await expect.poll(() => page.title()).toBe("Page not found · Model Atlas");
    expect(await page.locator("h1").textContent()).toBe("Page not found");
  });

  it("task page: label, sections with anchors, hub links, Update on GitHub", async () => {
    await page.goto(`${server.url}/tasks/${task.id}`);
    await expect.poll(() => page.locator("h1").textContent()).toContain(task.label);
    // Prose keeps a readable measure on a wide screen (at most 50rem, about 90 characters).
    const widest = await page.locator(".markdown > p, .reference-list").evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().width)));
    expect(widest).toBeLessThanOrEqual(800);
    const update = page.getByRole("link", { name: "Update on GitHub" });
    expect(await update.getAttribute("href")).toBe(`${DEFAULT_REPO_URL}/blob/main/tasks/${task.id}/${task.about ? "about.md" : "task.yaml"}`);
    const section = task.datasets.length > 0 ? "datasets" : "libraries";
    await page.getByRole("link", { name: `Link to section: ${section === "datasets" ? "Datasets" : "Libraries"}` }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${section}`);
    const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, section);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
    if (task.datasets.length > 0) {
      const href = await page.locator("#datasets ~ ul a").first().getAttribute("href");
      expect(href).toBe(`https://huggingface.co/datasets/${task.datasets[0]!.id}`);
    }
    // A reload on the anchored URL lands on the same section.
    await page.reload();
    await expect.poll(() => page.evaluate((id) => Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? -1), section)).toBeLessThan(100);
  });

  it("model page: Language, Client, Provider, Streaming, token choice and Copy", async () => {
    await page.goto(`${server.url}/models/${CHAT_MODEL}`);
    const code = page.locator(".code-block pre").first();
    const provider = page.getByLabel("Provider", { exact: true });
    await provider.selectOption("hf-inference");
    await expect.poll(() => new URL(page.url()).searchParams.get("provider")).toBe("hf-inference");
    await expect.poll(() => code.textContent()).toContain(CHAT_MODEL);

    await page.getByLabel("Language", { exact: true }).selectOption("js");
    await expect.poll(() => new URL(page.url()).searchParams.get("language")).toBe("js");
    const clients = await page.getByLabel("Client", { exact: true }).locator("option").allTextContents();
    expect(clients.length).toBeGreaterThan(1);
    await page.getByLabel("Client", { exact: true }).selectOption(clients[1]!);
    await expect.poll(() => new URL(page.url()).searchParams.get("client")).toBe(clients[1]);

    await page.getByLabel("Language", { exact: true }).selectOption("sh");
    await expect.poll(() => code.textContent()).toContain("curl");
    const before = await code.textContent();
    await page.getByRole("switch", { name: "Streaming" }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get("streaming")).toBe("1");
    await expect.poll(() => code.textContent()).not.toBe(before);
    expect(await code.textContent()).toMatch(/stream/);

    // The URL is the state: a reload keeps every choice.
    await page.reload();
    expect(await page.getByLabel("Language", { exact: true }).inputValue()).toBe("sh");
    expect(await page.getByRole("switch", { name: "Streaming" }).isChecked()).toBe(true);

    await page.getByRole("button", { name: "Copy" }).first().click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Copied" }).count()).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await code.textContent());

    await page.getByLabel("Use a token I paste").check();
    const secret = "hf_e2eSecretValue123";
    await page.getByLabel("Token", { exact: true }).fill(secret);
    await expect.poll(() => code.textContent()).toContain("hf_*");
    expect(await code.textContent()).not.toContain(secret);
    expect(page.url()).not.toContain(secret);
    await page.getByRole("button", { name: "Copy" }).first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(secret);
    await screenshot(page, "model-controls", true);

    // A client that reads its own key (fal_client and FAL_KEY) says the pasted token is not in its code.
    await page.goto(`${server.url}/models/black-forest-labs/FLUX.1-dev?provider=fal-ai&token=paste`);
    await page.getByLabel("Token", { exact: true }).fill(secret);
    const unused = page.getByRole("note").filter({ hasText: "does not use the pasted token" });
    expect(await unused.count()).toBe(0);
    await page.getByLabel("Client", { exact: true }).selectOption("fal_client");
    await expect.poll(() => unused.count()).toBe(1);
    expect(await code.textContent()).not.toContain(secret);
  });

  it("a pasted model record renders in place, and a bad one shows its error", async () => {
    await page.goto(`${server.url}/models`);
    const box = page.getByLabel("Model record (JSON)");
    await box.fill("{not json");
    await page.getByRole("button", { name: "Show snippets" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Not valid JSON");
    await box.fill(JSON.stringify({ id: "acme/tiny-classifier", pipeline_tag: "text-classification", library_name: "transformers" }));
    await page.getByRole("button", { name: "Show snippets" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("acme/tiny-classifier");
    await expect.poll(() => page.locator(".code-block pre").first().textContent()).toContain("acme/tiny-classifier");
  });

  it("libraries: search by name, open a library", async () => {
    await page.goto(`${server.url}/libraries`);
    await page.getByLabel("Search libraries").fill("diffusers");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("diffusers");
    await page.getByRole("link", { name: "Diffusers", exact: true }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Diffusers");
    await expect.poll(() => page.locator(".code-block").count()).toBeGreaterThan(0);
  });

  it("matrix: filters narrow the grid and a cell opens full size", async () => {
    await page.goto(`${server.url}/matrix`);
    // Drawn cells only: the grid renders by viewport, between spacer cells.
    const cells = page.locator(".matrix tbody td[aria-colindex]");
    await expect.poll(() => cells.count()).toBeGreaterThan(0);
    const all = await cells.count();
    // Previews show every line they keep, and the "…" that says more follows: nothing is cut mid-line.
    const clipped = await page.locator(".matrix .cell pre").evaluateAll((pres) => pres.filter((p) => p.scrollHeight > p.clientHeight + 1).length);
    expect(clipped).toBe(0);
    // Scrolled sideways, the corner cell stays put over the row headers.
    const cornerOffset = await page.locator(".matrix-wrap").evaluate((wrap) => {
      wrap.scrollLeft = 400;
      return Math.round(wrap.querySelector("thead th")!.getBoundingClientRect().left - wrap.getBoundingClientRect().left);
    });
    expect(cornerOffset).toBeLessThanOrEqual(1);
    await page.getByLabel("Task", { exact: true }).selectOption("text-classification");
    await page.getByLabel("Language", { exact: true }).selectOption("python");
    await expect.poll(() => cells.count()).toBeLessThan(all);
    await page.getByLabel("Provider", { exact: true }).selectOption("all");
    await expect.poll(() => new URL(page.url()).searchParams.get("provider")).toBe("all");
    await page
      .getByRole("button", { name: /^Open / })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("open")).toBeTruthy();
    await screenshot(page, "matrix-cell");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    // The closed <dialog> leaves the accessibility tree before the URL is rewritten: wait for both.
    await expect.poll(() => new URL(page.url()).searchParams.get("open")).toBeNull();
  });

  it("matrix filters never hide themselves: rows switch drops them, unknown ones are flagged, an empty grid says why", async () => {
    const models = rowSetOf("models")!.tasks();
    const libraryOnly = rowSetOf("libraries")!
      .tasks()
      .find((t) => !models.includes(t))!;
    await page.goto(`${server.url}/matrix?rows=libraries&task=${libraryOnly}`);
    const chips = page.getByRole("group", { name: "Active filters" });
    await expect.poll(() => chips.getByRole("button", { name: `Remove filter Task: ${libraryOnly}` }).count()).toBe(1);
    await page.getByLabel("Rows", { exact: true }).selectOption("models");
    await expect.poll(() => new URL(page.url()).searchParams.get("task")).toBeNull();
    expect(await page.getByLabel("Task", { exact: true }).inputValue()).toBe("");
    expect(await chips.count()).toBe(0);
    await expect.poll(() => page.locator(".matrix tbody td[aria-colindex]").count()).toBeGreaterThan(0);

    // Unknown values from a link: the grid ignores them and each says so, with a remove button.
    await page.goto(`${server.url}/matrix?task=nope&language=cobol&provider=nope`);
    await expect.poll(() => chips.locator(".filter-chip-problem").count()).toBe(3);
    expect(await chips.textContent()).toContain("Task: nope: ignored, no task of example models rows has this name");
    expect(await page.evaluate(CONTRAST_FAILURES)).toEqual([]);
    await expect.poll(() => page.locator(".matrix tbody td[aria-colindex]").count()).toBeGreaterThan(0);
    await chips.getByRole("button", { name: "Remove filter Language: cobol" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("language")).toBeNull();
    expect(new URL(page.url()).searchParams.get("task")).toBe("nope");
    await chips.getByRole("button", { name: "Clear all filters" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("");

    // No row has an error: the empty grid explains itself and clears the filters.
    await page.goto(`${server.url}/matrix?task=fill-mask&errors=1`);
    const empty = page.locator(".empty-state");
    await expect.poll(() => empty.textContent()).toContain("has an error cell");
    expect(await empty.textContent()).toContain("Nothing to show");
    expect(await page.evaluate(CONTRAST_FAILURES)).toEqual([]);
    await empty.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await expect.poll(() => page.locator(".matrix tbody td[aria-colindex]").count()).toBeGreaterThan(0);
  });

  it("matrix at scale: every provider renders by viewport, scrolls to the last cell, and opening a cell re-renders no cell", async () => {
    await page.goto(`${server.url}/matrix?provider=all`);
    const table = page.locator(".matrix");
    await expect.poll(() => page.locator(".matrix tbody td[aria-colindex]").count()).toBeGreaterThan(0);
    // The counts over every cell, drawn or not, arrive once the slices of counting work are done;
    // then the empty rows and columns are hidden.
    await expect.poll(() => page.locator("main p[role=status]").textContent()).toMatch(/= \d+ cells: \d+ snippets?, \d+ errors?, \d+ not offered/);
    const rowCount = Number(await table.getAttribute("aria-rowcount"));
    const colCount = Number(await table.getAttribute("aria-colcount"));
    expect((rowCount - 1) * (colCount - 1)).toBeGreaterThan(3000);
    // Before: ~13,000 elements. Now a few hundred, whatever the matrix size.
    expect(await page.evaluate(() => document.getElementsByTagName("*").length)).toBeLessThan(1500);
    await page.locator(".matrix-wrap").evaluate((wrap) => {
      wrap.scrollTop = wrap.scrollHeight;
      wrap.scrollLeft = wrap.scrollWidth;
    });
    await expect.poll(() => page.locator(`.matrix tbody tr[aria-rowindex="${rowCount}"] th`).count()).toBe(1);
    await expect.poll(() => page.locator(`.matrix thead th[aria-colindex="${colCount}"]`).isVisible()).toBe(true);
    // The last row sits inside the scroll box: the spacers add up to the full size.
    const gap = await page.locator(".matrix-wrap").evaluate((wrap) => {
      const last = wrap.querySelector("tbody tr:last-child")!.getBoundingClientRect();
      return Math.round(wrap.getBoundingClientRect().bottom - last.bottom);
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(40);
    // Back at the top-left, where the first models have snippets to open.
    await page.locator(".matrix-wrap").evaluate((wrap) => wrap.scrollTo(0, 0));
    await expect.poll(() => page.locator('.matrix tbody tr[aria-rowindex="2"]').count()).toBe(1);
    await page.evaluate(() => ((window as unknown as { __cellRenders: number }).__cellRenders = 0));
    await page
      .getByRole("button", { name: /^Open / })
      .first()
      .click();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __cellRenders: number }).__cellRenders)).toBe(0);
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).searchParams.get("open")).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __cellRenders: number }).__cellRenders)).toBe(0);
  });

  it("libraries: a compact table, sorted by a column header, searched by task, with an empty state", async () => {
    await page.goto(`${server.url}/libraries`);
    const rows = page.locator(".library-table tbody tr");
    await expect.poll(() => rows.count()).toBe(listLibraries().length);
    // One line per library, not a tall card: 257 rows stay far below the 52,000 px of cards.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(25_000);
    await page.getByRole("button", { name: "Tasks", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("tasks");
    await page.getByRole("button", { name: "Tasks", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("dir")).toBe("desc");
    const header = page.locator('.library-table th[aria-sort="descending"]');
    expect(await header.textContent()).toContain("Tasks");
    const first = sortRows(libraryRows(listLibraries()), "tasks", "desc")[0]!;
    expect(await rows.first().locator("th a").textContent()).toBe(first.library.prettyLabel);
    await page.getByLabel("Search libraries").fill("text-to-3d");
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThan(listLibraries().length);
    await page.getByLabel("Search libraries").fill("zzz-no-such-library");
    const empty = page.locator(".empty-state");
    await expect.poll(() => empty.textContent()).toContain("No library has");
    await empty.getByRole("button", { name: "Clear search" }).click();
    await expect.poll(() => rows.count()).toBe(listLibraries().length);
    expect(await page.getByLabel("Search libraries").inputValue()).toBe("");
    expect(await page.evaluate(CONTRAST_FAILURES)).toEqual([]);
  });

  it("a pasted record with an id the hub refuses stays on the page and says what is wrong, under the box", async () => {
    await page.goto(`${server.url}/models`);
    const box = page.getByLabel("Model record (JSON)");
    for (const [id, words] of [
      ["..", '".."'],
      ["org/..", "forbids"],
      ["org/$(whoami)", '"$"'],
      ['org/"x"', "only letters"],
    ] as const) {
      await box.fill(JSON.stringify({ id, pipeline_tag: "fill-mask" }));
      await page.getByRole("button", { name: "Show snippets" }).click();
      await expect.poll(() => page.getByRole("alert").textContent(), { message: id }).toContain(`id: ${JSON.stringify(id)} is not a hub id`);
      expect(await page.getByRole("alert").textContent()).toContain(words);
      expect(new URL(page.url()).pathname).toBe("/models");
      expect(await box.getAttribute("aria-invalid")).toBe("true");
      // The box names its error, and the error comes right after it.
      const described = await box.getAttribute("aria-describedby");
      expect(await page.locator(`[id="${described}"]`).textContent()).toContain("is not a hub id");
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    }
  });

  it("polish: 24 px targets on phones, unsqueezed radios, pausable GIFs, named code regions, 🤗 without an emoji font, no 'Loading…' flash", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const withWidgets = listTasks().find((t) => !t.isPlaceholder && t.widgetModels.length > 0 && !t.canonicalId)!;
    await page.goto(`${server.url}/tasks/${withWidgets.id}`);
    await page.locator(".hub-link").first().waitFor();
    const small = await page
      .locator(".section-heading .anchor, .hub-link")
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect()).filter((r) => r.width < 24 || r.height < 24).length);
    expect(small).toBe(0);
    await page.goto(`${server.url}/models/${CHAT_MODEL}`);
    await page.locator(".token-choice input[type=radio]").first().waitFor();
    const radios = await page
      .locator(".token-choice input[type=radio]")
      .evaluateAll((inputs) => inputs.map((i) => Math.round(i.getBoundingClientRect().width)));
    expect(radios.length).toBe(2);
    for (const width of radios) expect(width).toBeGreaterThanOrEqual(17);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Code regions carry the name; no <pre> has one (ARIA does not allow it).
    for (const path of [`/models/${CHAT_MODEL}`, "/libraries/transformers", "/matrix?open=meta-llama%2FLlama-3.1-8B-Instruct%7Cpython%2Fhuggingface_hub"]) {
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => page.locator(".code-scroll[role=region][aria-label]").count(), { message: path }).toBeGreaterThan(0);
      expect(await page.locator("pre[aria-label]").count(), path).toBe(0);
    }

    // A GIF demo can be paused: a still frame replaces the animation, and it plays again.
    const gifTask = listTasks().find((t) =>
      [...(t.demo?.inputs ?? []), ...(t.demo?.outputs ?? [])].some((d) => d.type === "img" && d.filename.endsWith(".gif")),
    )!;
    await page.goto(`${server.url}/tasks/${gifTask.id}`);
    const pause = page.getByRole("button", { name: "Pause animation" }).first();
    await pause.click();
    const figure = page.locator(".animated-image").first();
    await expect.poll(() => figure.locator("canvas").isVisible()).toBe(true);
    expect(await figure.locator("img").isVisible()).toBe(false);
    expect(await figure.locator("canvas").evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(0);
    await figure.getByRole("button", { name: "Play animation" }).click();
    await expect.poll(() => figure.locator("img").isVisible()).toBe(true);

    // This machine's fonts decide whether 🤗 can be drawn (fc-list lists the fonts that have it).
    const emojiFont = spawnSync("fc-list", [":charset=1f917"], { encoding: "utf8" }).stdout.trim() !== "";
    await page.goto(`${server.url}/libraries/transformers`);
    const repo = page.locator(".facts a").first();
    await expect.poll(() => repo.textContent()).toBe(emojiFont ? "🤗/transformers" : "huggingface/transformers");

    // The page's chunk is preloaded by index.html, and the first paint is the page itself.
    await page.addInitScript(
      `window.__sawLoading = false; new MutationObserver(() => { if (document.querySelector("main")?.textContent === "Loading…") window.__sawLoading = true; }).observe(document, { childList: true, subtree: true, characterData: true });`,
    );
    for (const path of ["/matrix", "/tasks", `/models/${CHAT_MODEL}`]) {
      await page.goto(`${server.url}${path}`);
      await page.locator("h1").first().waitFor();
      expect(await page.locator('link[rel="modulepreload"]').count(), path).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { __sawLoading: boolean }).__sawLoading), path).toBe(false);
    }
  });

  it("sent no request outside localhost", () => {
    expect(external).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
