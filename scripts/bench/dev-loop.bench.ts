/**
 * `npm run bench -- dev-loop`: how long `npm run dev` takes from a file written to the change
 * on an open page in Chromium, in a throwaway copy of the repository (test/support/dev-copy.ts):
 *
 * - a new library YAML: until its page (open on `/libraries/<id>`) shows its name, and until
 *   `/libraries` (open in a second tab) lists it;
 * - an edit to that YAML (a new pretty label): until both show the new name;
 * - a template edit: until an open `/matrix` says how many cells differ from their golden files.
 *
 * Each is done ROUNDS times; it prints every time, the median and the worst, and exits 1 when
 * a library change is not visible within 5 s or a template edit within 15 s.
 */
import fs from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { startDevCopy } from "../../test/support/dev-copy.js";

const CHROMIUM = "/usr/bin/chromium";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LIBRARY_BUDGET_MS = 5_000;
const TEMPLATE_BUDGET_MS = 15_000;
const TEMPLATE = "templates/python/requests/textToImage.hbs";

const library = (id: string, label: string) =>
  [`id: ${id}`, `prettyLabel: ${label}`, `repoName: ${id}`, `repoUrl: https://github.com/acme/${id}`, "filter: false", ""].join("\n");

/** Milliseconds from `write()` until `visible` holds on every page (checked every animation frame). */
async function timeToVisible(pages: Page[], write: () => void, visible: (page: Page) => Promise<boolean>): Promise<number> {
  const started = performance.now();
  write();
  await Promise.all(
    pages.map(async (page) => {
      while (!(await visible(page).catch(() => false))) {
        if (performance.now() - started > 60_000) throw new Error(`not visible after 60 s on ${page.url()}`);
        await page.waitForTimeout(16);
      }
    }),
  );
  return performance.now() - started;
}

const text = (page: Page, selector: string) => page.locator(selector).first().textContent({ timeout: 1_000 });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function report(name: string, times: number[], budget: number): boolean {
  const worst = Math.max(...times);
  const ok = worst <= budget;
  console.log(
    `${name}: median ${Math.round(median(times))} ms, worst ${Math.round(worst)} ms (${times.map(Math.round).join(", ")}); budget ${budget} ms ${ok ? "met" : "MISSED"}`,
  );
  return ok;
}

async function main(): Promise<number> {
  if (!fs.existsSync(CHROMIUM)) {
    console.log("dev loop: skipped (no /usr/bin/chromium)");
    return 0;
  }
  console.log(`load average before: ${loadavg()[0]!.toFixed(2)}`);
  const dev = await startDevCopy();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  try {
    const write = (file: string, content: string) => () => fs.writeFileSync(path.join(dev.root, file), content);
    const [own, list, matrix] = await Promise.all([browser.newPage(), browser.newPage(), browser.newPage()]);
    const added: number[] = [];
    const edited: number[] = [];
    const templates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const id = `bench-lib-${round}`;
      const file = `libraries/${id}.yaml`;
      await Promise.all([own!.goto(`${dev.url}/libraries/${id}`), list!.goto(`${dev.url}/libraries`)]);
      await Promise.all([own!.locator("h1").first().waitFor(), list!.locator("h1").first().waitFor()]);
      const shows = (label: string) => async (page: Page) =>
        page === own ? (await text(page, "h1")) === label : (await page.getByRole("link", { name: label, exact: true }).count()) > 0;
      added.push(await timeToVisible([own!, list!], write(file, library(id, `Bench Lib ${round}`)), shows(`Bench Lib ${round}`)));
      edited.push(await timeToVisible([own!, list!], write(file, library(id, `Bench Lib ${round} Edited`)), shows(`Bench Lib ${round} Edited`)));

      await matrix!.goto(`${dev.url}/matrix`);
      await matrix!.getByText("Every golden cell matches its file").waitFor({ timeout: 60_000 });
      const template = fs.readFileSync(path.join(dev.root, TEMPLATE), "utf8");
      const differs = async (page: Page) => /^\d+ cells? differs? from their golden files$/.test((await text(page, "[data-testid=golden-count]")) ?? "");
      templates.push(
        await timeToVisible([matrix!], write(TEMPLATE, template.replace("the image is written", `the image (round ${round}) is written`)), differs),
      );
      // Back to the committed template, so the next round starts from no differing cell; the
      // matrix tab leaves the page, so the library rounds time their two pages alone.
      fs.writeFileSync(path.join(dev.root, TEMPLATE), template);
      await matrix!.getByText("Every golden cell matches its file").waitFor({ timeout: 60_000 });
      await matrix!.goto("about:blank");
    }
    console.log(`load average after: ${loadavg()[0]!.toFixed(2)}`);
    const ok = [
      report("library YAML added → its page and /libraries", added, LIBRARY_BUDGET_MS),
      report("library YAML edited → its page and /libraries", edited, LIBRARY_BUDGET_MS),
      report("template edited → /matrix counts the differing golden cells", templates, TEMPLATE_BUDGET_MS),
    ].every(Boolean);
    return ok ? 0 : 1;
  } finally {
    await browser.close();
    await dev.close();
  }
}

process.exit(await main());
