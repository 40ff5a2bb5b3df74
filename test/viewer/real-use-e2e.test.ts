/**
 * End-to-end, in Debian's Chromium: the viewer with real records, real sizes, the keyboard and
 * the Back button. Each test failed before its fix.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { LANGUAGE_PLUGINS, languagesWithMode } from "../../engine/index.js";
import { EXAMPLE_MODELS, findExampleModel } from "../../viewer/src/data/example-models.js";
import { LOCAL_APPS_BY_USE } from "../../viewer/src/data/local-app-usage.js";
import { pickRecordFields } from "../../engine/index.js";
import { PASTE_LIMIT, RECORD_FIELDS } from "../../viewer/src/data/record-fields.js";
import { plainRecordUrl } from "../../viewer/src/data/record-link.js";
import { isChatModel } from "../../viewer/src/snippets/selection.js";
import { realRecords } from "../real-records/support.js";
import { SKIP_BROWSER, startViewer, type Viewer } from "./browser.js";

const VISION_GGUF = {
  id: "org/vision-GGUF",
  pipeline_tag: "image-text-to-text",
  tags: ["gguf", "conversational"],
  siblings: [{ rfilename: "vision-Q4_K_M.gguf" }, { rfilename: "mmproj-vision-f16.gguf" }],
};

/** A record of real size: a GGUF repository with 150 files, as the hub's API lists them (about 40 KB). */
function bigRecord() {
  const quants = [
    "IQ1_S",
    "IQ2_XXS",
    "IQ2_M",
    "IQ3_XS",
    "IQ3_M",
    "Q2_K",
    "Q3_K_S",
    "Q3_K_M",
    "Q3_K_L",
    "Q4_0",
    "Q4_K_S",
    "Q4_K_M",
    "Q5_K_S",
    "Q5_K_M",
    "Q6_K",
    "Q8_0",
    "f16",
    "bf16",
  ];
  const siblings = Array.from({ length: 150 }, (_, i) => ({
    rfilename:
      i < quants.length
        ? `Big-Model-70B-Instruct-${quants[i]}.gguf`
        : `extra/shard-${String(i).padStart(3, "0")}-of-the-original-checkpoint-in-safetensors-format.safetensors`,
    blobId: `${i.toString(16).padStart(8, "0")}${"0123456789abcdef".repeat(2)}`,
    size: 1_000_000_000 + i,
    lfs: { sha256: "ab".repeat(32), size: 1_000_000_000 + i, pointerSize: 135 },
  }));
  return {
    id: "org/Big-Model-70B-Instruct-GGUF",
    pipeline_tag: "text-generation",
    library_name: "gguf",
    tags: ["gguf", "conversational", "imatrix", "base_model:quantized:org/Big-Model-70B-Instruct"],
    siblings,
  };
}

const active = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-cell") ?? document.activeElement?.tagName ?? "");

describe.skipIf(SKIP_BROWSER)("viewer with real records, real sizes, keyboard and Back", () => {
  let viewer: Viewer;
  let page: Page;

  beforeAll(async () => {
    viewer = await startViewer();
    page = await viewer.newPage();
  }, 120_000);

  afterAll(async () => {
    await viewer?.close();
  });

  it("1. a vision GGUF record with an mmproj file renders its page; the projector is never offered", async () => {
    await page.goto(`${viewer.server.url}${plainRecordUrl(JSON.stringify(VISION_GGUF), VISION_GGUF.id)}`);
    const local = page.getByRole("region", { name: "Use this model locally" });
    await expect.poll(() => local.isVisible()).toBe(true);
    const files = await local.getByLabel("GGUF file", { exact: true }).locator("option").allTextContents();
    expect(files).toEqual(["vision-Q4_K_M.gguf (Q4_K_M)"]);
    expect(await page.locator("main").textContent()).not.toContain("failed to render");
    expect(await page.getByRole("region", { name: "Inference snippets" }).isVisible()).toBe(true);
  });

  it("1. a section that fails to render says why, and the rest of the page stays", async () => {
    // Fault injection: the local-apps section's code is made to throw as it renders.
    const context = await viewer.newContext();
    await context.route("**/assets/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      // The minifier writes the label as a string literal in one of three quotes.
      const label = /(["'`])Local app options\1/;
      if (!label.test(body)) return route.fulfill({ response });
      return route.fulfill({ response, body: body.replace(label, '(() => { throw new Error("injected fault") })()') });
    });
    const broken = await context.newPage();
    await broken.goto(`${viewer.server.url}/models/bartowski/Llama-3.2-3B-Instruct-GGUF`);
    const failed = broken.locator(".section-failed");
    await expect.poll(() => failed.textContent()).toContain("injected fault");
    expect(await failed.textContent()).toContain("Use this model locally");
    expect(await broken.locator("h1").textContent()).toBe("bartowski/Llama-3.2-3B-Instruct-GGUF");
    expect(await broken.getByRole("region", { name: "Inference snippets" }).isVisible()).toBe(true);
    expect(await broken.locator("main").textContent()).not.toContain("This page failed to render");
    await context.close();
  });

  it("2. a pasted record of real size travels in the fragment, compressed: it reloads and shares", async () => {
    const record = bigRecord();
    const json = JSON.stringify(record);
    expect(json.length).toBeGreaterThan(30_000);
    await page.goto(`${viewer.server.url}/models`);
    await page.getByLabel("Model record (JSON)").fill(json);
    await page.getByRole("button", { name: "Show snippets" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/models/${record.id}`);
    const url = new URL(page.url());
    expect(url.search).toBe("");
    expect(url.hash).toMatch(/^#record=[A-Za-z0-9_-]+$/);
    expect(url.href.length).toBeLessThan(json.length / 3);
    // The server never sees the record: the same URL answers 200 (the query form drew a 431).
    expect((await fetch(url.href)).status).toBe(200);
    expect((await fetch(`${viewer.server.url}/models/${record.id}?record=${encodeURIComponent(json)}`)).status).toBe(431);
    await page.reload();
    const local = page.getByRole("region", { name: "Use this model locally" });
    await expect.poll(() => local.isVisible()).toBe(true);
    expect(await local.getByLabel("GGUF file", { exact: true }).inputValue()).toBe("Big-Model-70B-Instruct-Q4_K_M.gguf");
    // The paste box below holds the record as the link carries it (the fields the engine reads), to edit and submit again.
    expect(JSON.parse(await page.getByLabel("Model record (JSON)").inputValue())).toEqual(pickRecordFields(record));
    // A section anchor keeps the record in the fragment.
    await page.getByRole("link", { name: "Link to section: Inference snippets" }).click();
    expect(new URL(page.url()).hash).toContain("record=");
    expect(new URL(page.url()).hash).toContain("at=inference");
    await page.reload();
    await expect.poll(() => page.getByRole("region", { name: "Inference snippets" }).isVisible()).toBe(true);
  });

  it("every record of the real-record corpus opens from its link, cold or in the app, with no section failing; the largest through the paste box", async () => {
    const records = realRecords();
    for (const [index, { model }] of records.entries()) {
      const link = plainRecordUrl(JSON.stringify(model), model.id);
      // Every eighth record is a cold load of the link; the others follow it inside the app (as
      // the history router does on Back), which renders the same page from the same URL without
      // paying a page load each: the corpus is 83 records.
      if (index % 8 === 0) await page.goto(`${viewer.server.url}${link}`);
      else
        await page.evaluate((url) => {
          history.pushState(null, "", url);
          dispatchEvent(new PopStateEvent("popstate"));
        }, link);
      await expect.poll(() => page.locator("h1").textContent(), { message: model.id }).toBe(model.id);
      await expect.poll(() => page.getByRole("region", { name: "Inference snippets" }).count(), { message: model.id }).toBe(1);
      const text = await page.locator("main").textContent();
      expect(text, model.id).not.toContain("could not be shown");
      expect(text, model.id).not.toContain("failed to render");
      expect(await page.locator("h1").textContent()).toBe(model.id);
      const files = await page.locator("select option").allTextContents();
      expect(
        files.filter((f) => /mmproj/i.test(f)),
        model.id,
      ).toEqual([]);
    }
    const largest = [...records].sort((a, b) => JSON.stringify(b.model).length - JSON.stringify(a.model).length)[0]!.model;
    const json = JSON.stringify(largest);
    await page.goto(`${viewer.server.url}/models`);
    await page.getByLabel("Model record (JSON)").fill(json);
    await page.getByRole("button", { name: "Show snippets" }).click();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#record=/);
    expect(new URL(page.url()).search).toBe("");
    await page.reload();
    // The page decodes the record after the first paint: wait for it, not just for the title.
    await expect.poll(() => page.locator("main").textContent()).toContain("Pasted record");
    expect(await page.locator("h1").textContent()).toBe(largest.id);
  }, 180_000);

  it("2. an old link with the record in the query still opens, and moves it to the fragment", async () => {
    const record = { id: "acme/old-link", pipeline_tag: "fill-mask", library_name: "transformers" };
    await page.goto(`${viewer.server.url}/models/acme/old-link?record=${encodeURIComponent(JSON.stringify(record))}&language=js`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("acme/old-link");
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#record=/);
    expect(new URL(page.url()).searchParams.get("record")).toBeNull();
    expect(new URL(page.url()).searchParams.get("language")).toBe("js");
    await page.reload();
    await expect.poll(() => page.getByRole("region", { name: "Inference snippets" }).isVisible()).toBe(true);
    expect(await page.locator("main").textContent()).toContain("Pasted record");
  });

  it("3. a 4 MB paste is refused before it is read, quickly, with the limit and how to trim", async () => {
    await page.goto(`${viewer.server.url}/models`);
    const box = page.getByLabel("Model record (JSON)");
    const huge = JSON.stringify({ id: "org/huge", siblings: Array.from({ length: 95_000 }, (_, i) => ({ rfilename: `file-${i}.bin`, size: i })) });
    expect(huge.length).toBeGreaterThan(PASTE_LIMIT * 4);
    const alert = page.getByRole("alert");
    const checkMessage = async (size: string) => {
      const text = (await alert.textContent())!;
      expect(text).toContain(size);
      expect(text).toContain("up to 1.0 MB");
      for (const field of RECORD_FIELDS) expect(text).toContain(field);
      expect(await box.inputValue()).toBe("");
      expect(new URL(page.url()).pathname).toBe("/models");
    };

    // Pasted (Ctrl+V): measured whole and never inserted.
    await page.evaluate((text) => navigator.clipboard.writeText(text), huge);
    await box.focus();
    let started = Date.now();
    await page.keyboard.press("Control+V");
    await expect.poll(() => alert.textContent()).toContain("too large");
    expect(Date.now() - started).toBeLessThan(5_000);
    await checkMessage(`is ${(huge.length / 1e6).toFixed(1)} MB`);

    // Set as if typed, then submitted: cut by the box one character over the limit, then refused.
    await page.reload();
    started = Date.now();
    await box.fill(huge);
    await page.getByRole("button", { name: "Show snippets" }).click();
    await expect.poll(() => alert.textContent()).toContain("too large");
    // Before: 67 s to set the text, 72 s more to submit.
    expect(Date.now() - started).toBeLessThan(10_000);
    await checkMessage("is over 1.0 MB");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
  });

  it("4. a bare hub id opens the embedded model, or says the viewer needs the record and where to get it", async () => {
    await page.goto(`${viewer.server.url}/models`);
    const box = page.getByLabel("Model record (JSON)");
    await box.fill("meta-llama/Llama-3.1-8B-Instruct");
    await page.getByRole("button", { name: "Show snippets" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/models/meta-llama/Llama-3.1-8B-Instruct");
    await expect.poll(() => page.getByRole("region", { name: "Inference snippets" }).isVisible()).toBe(true);

    await page.goto(`${viewer.server.url}/models`);
    await box.fill("  https://huggingface.co/acme/unknown-model  ");
    await page.getByRole("button", { name: "Show snippets" }).click();
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain("acme/unknown-model");
    expect(await alert.textContent()).not.toContain("Not valid JSON");
    expect(await alert.textContent()).toContain("works offline");
    const link = alert.getByRole("link");
    expect(await link.getAttribute("href")).toMatch(/^https:\/\/huggingface\.co\/api\/models\/acme\/unknown-model\?expand\[\]=pipeline_tag&/);
    expect(await link.getAttribute("href")).toContain("expand[]=inferenceProviderMapping");
    expect(new URL(page.url()).pathname).toBe("/models");
  });

  it("5. a mode a language lacks is named as the reason, and the Language menu marks it", async () => {
    const model = findExampleModel("meta-llama/Llama-3.1-8B-Instruct")!.record;
    // Which languages have Tools comes from the registry's mode table, so this stays right as languages gain modes.
    const withTools = new Set(languagesWithMode("tools"));
    const lacking = Object.keys(LANGUAGE_PLUGINS).filter((l) => !withTools.has(l));
    await page.goto(`${viewer.server.url}/models/${model.id}?provider=cerebras&mode=tools`);
    const language = page.getByLabel("Language", { exact: true });
    await expect.poll(() => language.isVisible()).toBe(true);
    const labels = Object.fromEntries(
      await language.locator("option").evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ""])),
    ) as Record<string, string>;
    for (const id of Object.keys(LANGUAGE_PLUGINS)) {
      const label = LANGUAGE_PLUGINS[id as keyof typeof LANGUAGE_PLUGINS].label;
      expect(labels[id]).toBe(lacking.includes(id) ? `${label} (no Tools snippet)` : label);
    }
    // The case of the issue: Tools, then Go, on cerebras. Go either has its Tools snippet, or the page says the mode lacks it.
    await language.selectOption("go");
    const area = page.getByRole("region", { name: "Inference snippets" });
    if (withTools.has("go")) {
      await expect.poll(() => area.locator(".code-block pre").first().textContent()).toContain("tool");
      expect(await area.textContent()).not.toContain("No Go snippet for provider");
    } else {
      await expect.poll(() => area.getByRole("status").first().textContent()).toContain("The Tools mode has no Go snippet");
    }
    // A language the mode lacks (if any) is named as such, never blamed on the provider.
    for (const missing of lacking) {
      await language.selectOption(missing);
      const name = LANGUAGE_PLUGINS[missing as keyof typeof LANGUAGE_PLUGINS].label;
      await expect.poll(() => area.getByRole("status").first().textContent()).toContain(`The Tools mode has no ${name} snippet`);
    }
  });

  it("6. the matrix is an ARIA grid: arrow keys reach every cell, drawn or not, and Tab leaves it", async () => {
    await page.goto(`${viewer.server.url}/matrix?provider=all`);
    const grid = page.getByRole("grid", { name: "Output matrix" });
    // Counting 5,000 cells takes seconds on a loaded 2-core machine: poll past the default 1 s.
    await expect.poll(() => page.locator("main p[role=status]").textContent(), { timeout: 30_000 }).toMatch(/not offered/);
    const rows = Number(await grid.getAttribute("aria-rowcount")) - 1;
    const columns = Number(await grid.getAttribute("aria-colcount")) - 1;
    // Tab from the controls lands on one cell of the grid: the first row's header.
    await page.getByText("Show empty rows and columns").click();
    await page.getByText("Show empty rows and columns").click();
    await expect.poll(() => grid.getAttribute("aria-colcount")).toBe(String(columns + 1));
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await active(page)).toBe("1:0");
    // Along row 2, every column, though most are not drawn until the grid scrolls to them.
    for (let c = 1; c <= columns; c++) {
      await page.keyboard.press("ArrowRight");
      expect(await active(page)).toBe(`1:${c}`);
    }
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    // Down the python and js columns (the first ones): every row.
    for (let r = 2; r <= rows; r++) {
      await page.keyboard.press("ArrowDown");
      expect(await active(page)).toBe(`${r}:1`);
    }
    await page.keyboard.press("Control+End");
    expect(await active(page)).toBe(`${rows}:${columns}`);
    const last = page.locator(`[data-cell="${rows}:${columns}"]`);
    expect(await last.getAttribute("aria-colindex")).toBe(String(columns + 1));
    await page.keyboard.press("Control+Home");
    expect(await active(page)).toBe("0:0");
    // One Tab stop: Tab goes on past the grid.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".matrix")))).toBe(false);
    expect(viewer.pageErrors).toEqual([]);
  }, 120_000);

  it("7. Back with a matrix cell open closes the dialog and stays on the matrix", async () => {
    await page.goto(`${viewer.server.url}/tasks`);
    await page.goto(`${viewer.server.url}/matrix`);
    await expect.poll(() => page.locator("[data-cell='1:0']").count()).toBe(1);
    await page.locator("[data-cell='1:0']").focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("open")).toBeTruthy();
    await page.goBack();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/matrix");
    expect(new URL(page.url()).searchParams.get("open")).toBeNull();
    expect(await active(page)).toBe("1:1");
    // Closing with Escape goes back too: the next Back leaves the matrix, not a closed dialog.
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).searchParams.get("open")).toBeNull();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/tasks");
  });

  it("8. a GGUF page defaults to the recommended file and the most used app, and leads with running it locally", async () => {
    await page.goto(`${viewer.server.url}/models/bartowski/Llama-3.2-3B-Instruct-GGUF`);
    const local = page.getByRole("region", { name: "Use this model locally" });
    await expect.poll(() => local.isVisible()).toBe(true);
    expect(await local.getByLabel("App", { exact: true }).inputValue()).toBe(LOCAL_APPS_BY_USE[0]);
    expect(await local.getByLabel("GGUF file", { exact: true }).inputValue()).toBe("Llama-3.2-3B-Instruct-Q4_K_M.gguf");
    // Every app's file menu starts at the file its snippet loads.
    await local.getByLabel("App", { exact: true }).selectOption("lmstudio");
    expect(await local.getByLabel("GGUF file", { exact: true }).inputValue()).toBe("Llama-3.2-3B-Instruct-Q4_K_M.gguf");
    // No provider serves it: "Use this model locally" is the first section.
    const sections = await page.locator("article > section, article > .section-failed").evaluateAll((s) => s.map((e) => e.getAttribute("aria-label")));
    expect(sections[0]).toBe("Use this model locally");
    // A model a provider serves keeps its inference snippets first.
    await page.goto(`${viewer.server.url}/models/meta-llama/Llama-3.1-8B-Instruct`);
    await expect.poll(() => page.locator("article > section").first().getAttribute("aria-label")).toBe("Inference snippets");
  });

  it("9. /matrix?provider=all hides its empty rows and columns, with a toggle to show them", async () => {
    await page.goto(`${viewer.server.url}/matrix?provider=all`);
    const status = page.locator("main p[role=status]");
    await expect.poll(() => status.textContent()).toMatch(/hidden/);
    const match = /(\d+) rows? × (\d+) columns?.*; (\d+) empty rows? and (\d+) empty columns? hidden/.exec((await status.textContent())!)!;
    const [rows, columns, hiddenRows, hiddenColumns] = match.slice(1).map(Number) as [number, number, number, number];
    expect(hiddenColumns).toBeGreaterThan(0);
    const grid = page.getByRole("grid", { name: "Output matrix" });
    expect(Number(await grid.getAttribute("aria-colcount"))).toBe(columns - hiddenColumns + 1);
    expect(Number(await grid.getAttribute("aria-rowcount"))).toBe(rows - hiddenRows + 1);
    // No drawn column is all "not offered".
    const emptyDrawnColumns = await grid.evaluate((table) => {
      const byColumn = new Map<string, boolean>();
      for (const td of table.querySelectorAll("tbody td[aria-colindex]")) {
        const key = td.getAttribute("aria-colindex")!;
        byColumn.set(key, (byColumn.get(key) ?? false) || !td.querySelector(".cell-empty"));
      }
      return [...byColumn.values()].filter((filled) => !filled).length;
    });
    expect(emptyDrawnColumns).toBe(0);
    await page.getByLabel("Show empty rows and columns").check();
    await expect.poll(() => new URL(page.url()).searchParams.get("empty")).toBe("1");
    await expect.poll(() => grid.getAttribute("aria-colcount")).toBe(String(columns + 1));
  });

  it("10. Clear search on /libraries puts the focus in the search box", async () => {
    await page.goto(`${viewer.server.url}/libraries?q=no-such-library-anywhere`);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("search");
    expect(await page.getByLabel("Search libraries").inputValue()).toBe("");
  });

  it("10. a bad ?ggufFile= or ?localApp= is flagged, not dropped silently", async () => {
    await page.goto(`${viewer.server.url}/models/bartowski/Llama-3.2-3B-Instruct-GGUF?ggufFile=nope.gguf&localApp=cobol-runner`);
    const flagged = page.getByRole("group", { name: "Ignored link values" });
    await expect.poll(() => flagged.textContent()).toContain("GGUF file: nope.gguf: ignored");
    expect(await flagged.textContent()).toContain("App: cobol-runner: ignored, not a local app");
    await flagged.getByRole("button", { name: "Remove filter GGUF file: nope.gguf" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("ggufFile")).toBeNull();
    expect(new URL(page.url()).searchParams.get("localApp")).toBe("cobol-runner");
  });

  it("10. the Tools mode in the matrix shows chat models only", async () => {
    await page.goto(`${viewer.server.url}/matrix?mode=tools&empty=1`);
    const grid = page.locator("table.matrix");
    await expect.poll(() => grid.count()).toBe(1);
    const chatModels = EXAMPLE_MODELS.filter((m) => isChatModel(m.record)).map((m) => m.record.id);
    expect(Number(await grid.getAttribute("aria-rowcount")) - 1).toBe(chatModels.length);
    const labels = await page.locator(".matrix tbody th a").allTextContents();
    for (const label of labels) expect(chatModels).toContain(label);
  });

  it("10. Go and Java snippets that send an image URL carry no unused readFile helper", async () => {
    for (const [language, helper] of [
      ["go", "func readFile("],
      ["java", "static byte[] readFile("],
    ] as const) {
      await page.goto(`${viewer.server.url}/models/Qwen/Qwen2.5-VL-7B-Instruct?language=${language}`);
      const code = page.getByRole("region", { name: "Inference snippets" }).locator(".code-block pre").first();
      await expect.poll(() => code.textContent()).toContain("https://");
      expect(await code.textContent()).not.toContain(helper);
      await page.goto(`${viewer.server.url}/models/Qwen/Qwen2.5-VL-7B-Instruct?language=${language}&image=file`);
      await expect.poll(() => code.textContent()).toContain(helper);
    }
  });

  it("10. every code region on /tasks/text-generation has its own name", async () => {
    await page.goto(`${viewer.server.url}/tasks/text-generation`);
    await expect.poll(() => page.locator(".code-scroll").count()).toBeGreaterThan(1);
    const names = await page.locator(".code-scroll[role=region]").evaluateAll((regions) => regions.map((r) => r.getAttribute("aria-label")));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain("python example 1 of 2, Quick start");
    expect(viewer.external).toEqual([]);
  });
});
