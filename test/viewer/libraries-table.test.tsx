import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { listLibraries, tasksForLibrary } from "../../engine/index.js";
import { libraryRows, searchRows, sortRows, SORTS, type SortKey } from "../../viewer/src/data/library-rows.js";
import { LocationProvider } from "../../viewer/src/router.js";
import LibrariesPage from "../../viewer/src/routes/libraries-page.js";

const page = (url: string) =>
  renderToString(
    <LocationProvider url={url}>
      <LibrariesPage />
    </LocationProvider>,
  ).replaceAll("<!-- -->", "");
const rows = libraryRows(listLibraries());

describe("libraries table", () => {
  it("one compact table row per library: name and id, filter flag, tasks, snippet count, download rule", () => {
    const html = page("/libraries");
    expect((html.match(/<tr>/g) ?? []).length).toBe(rows.length + 1);
    for (const label of ["Library", "Hub filter", "Tasks", "Snippets", "Download rule"])
      expect(html).toContain(`>${label}<span aria-hidden="true" class="sort-mark">`);
    expect(html).not.toContain('class="card"');
    const diffusers = rows.find((r) => r.library.id === "diffusers")!;
    expect(html).toMatch(new RegExp(`href="/libraries/diffusers">${diffusers.library.prettyLabel}</a><code class="library-id">diffusers</code>`));
  });

  it("searches over names, ids and tasks, in any case", () => {
    const byTask = searchRows(rows, "TEXT-TO-3D", false);
    expect(byTask.length).toBeGreaterThan(0);
    for (const row of byTask) expect(tasksForLibrary(row.library.id).some((t) => t.includes("text-to-3d")) || row.library.id.includes("text-to-3d")).toBe(true);
    expect(searchRows(rows, "diffusers", false).map((r) => r.library.id)).toContain("diffusers");
    expect(searchRows(rows, "", true).every((r) => r.library.filter)).toBe(true);
  });

  it("sorts by every column, both ways, ties by name", () => {
    for (const key of Object.keys(SORTS) as SortKey[]) {
      const up = sortRows(rows, key, "asc");
      const down = sortRows(rows, key, "desc");
      expect(up.length).toBe(rows.length);
      for (let i = 1; i < up.length; i++) expect(SORTS[key].compare(up[i - 1]!, up[i]!), `${key} asc at ${i}`).toBeLessThanOrEqual(0);
      for (let i = 1; i < down.length; i++) expect(SORTS[key].compare(down[i - 1]!, down[i]!), `${key} desc at ${i}`).toBeGreaterThanOrEqual(0);
    }
    const byTasks = sortRows(rows, "tasks", "desc");
    expect(byTasks[0]!.tasks.length).toBe(Math.max(...rows.map((r) => r.tasks.length)));
  });

  it("the sort lives in the URL and its header says so (aria-sort)", () => {
    const html = page("/libraries?sort=snippets&dir=desc");
    expect(html).toMatch(/<th scope="col" aria-sort="descending"><button type="button" class="sort-button">Snippets/);
    const first = sortRows(rows, "snippets", "desc")[0]!;
    expect(html.indexOf(`href="/libraries/${first.library.id}"`)).toBeLessThan(html.indexOf("</tr>", html.indexOf("<tbody>") + 10));
    expect(page("/libraries")).toMatch(/aria-sort="ascending"><button type="button" class="sort-button">Library/);
    // An unknown sort key falls back to the name.
    expect(page("/libraries?sort=nope")).toMatch(/aria-sort="ascending"><button type="button" class="sort-button">Library/);
  });

  it("nothing found: says what was searched and offers to clear it", () => {
    const html = page("/libraries?q=zzz-no-such&filter=1");
    expect(html).toContain("0 of ");
    expect(html).toContain("No library matches");
    expect(html).toContain("No hub-filter library has &quot;zzz-no-such&quot; in its name, id or tasks.");
    expect(page("/libraries?q=zzz")).toContain("No library has &quot;zzz&quot; in its name, id or tasks.");
    expect(html).toContain(">Clear search</button>");
    expect(html).not.toContain("<table");
  });
});
