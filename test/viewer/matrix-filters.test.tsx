import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { COLUMN_WIDTH, ROW_HEIGHT, visibleRange } from "../../viewer/src/components/grid-layout.js";
import { MatrixGrid } from "../../viewer/src/components/matrix-grid.js";
import { LocationProvider } from "../../viewer/src/router.js";
import MatrixPage from "../../viewer/src/routes/matrix-page.js";
import { buildMatrix } from "../../viewer/src/snippets/matrix.js";
import { FILTERS, filterChange, resolveFilters, ROW_SETS, rowSetOf } from "../../viewer/src/snippets/matrix-filters.js";

const page = (url: string) =>
  renderToString(
    <LocationProvider url={url}>
      <MatrixPage />
    </LocationProvider>,
  ).replaceAll("<!-- -->", "");
const q = (search: string) => new URLSearchParams(search);
const modelTasks = rowSetOf("models")!.tasks();
const libraryTasks = rowSetOf("libraries")!.tasks();
/** A task the library rows offer and the example-model rows do not. */
const libraryOnlyTask = libraryTasks.find((t) => !modelTasks.includes(t))!;

describe("matrix filters", () => {
  it("every row set names only filters that exist, and every filter lists options", () => {
    for (const set of ROW_SETS) for (const key of set.filters) expect(FILTERS.map((f) => f.key)).toContain(key);
    expect(libraryOnlyTask).toBeDefined();
    for (const filter of FILTERS) expect(filter.options(ROW_SETS[0]!, {}).length, filter.key).toBeGreaterThan(0);
  });

  it("switching rows drops a task the new rows do not have (it would hide itself behind 'all tasks')", () => {
    const query = q(`rows=libraries&task=${libraryOnlyTask}&language=python`);
    expect(filterChange(query, "rows", undefined)).toEqual({ rows: undefined, task: undefined, open: undefined });
    // A task both row sets have stays.
    expect(filterChange(q("task=fill-mask"), "rows", "libraries")).toEqual({ rows: "libraries", open: undefined });
    // Library rows have no client or provider filter: switching to them drops both.
    expect(filterChange(q("client=curl&provider=all"), "rows", "libraries")).toEqual({
      rows: "libraries",
      client: undefined,
      provider: undefined,
      open: undefined,
    });
    // A language whose clients do not include the chosen client drops the client.
    expect(filterChange(q("language=python&client=requests"), "language", "sh")).toEqual({ language: "sh", client: undefined, open: undefined });
    expect(filterChange(q("language=python&client=requests"), "language", "")).toEqual({ language: undefined, open: undefined });
    // A value the URL already flagged is removed only by its own chip.
    expect(filterChange(q("task=nope&language=cobol"), "language", undefined)).toEqual({ language: undefined, open: undefined });
  });

  it("unknown values in the URL are ignored and reported, each with its reason", () => {
    const resolved = resolveFilters(q("task=nope&language=cobol&provider=nope&rows=nope&client=curl&mode=nope"));
    expect(resolved.rowSet.value).toBe("models");
    expect(resolved.values).toEqual({ task: "", language: "", client: "curl", provider: "", mode: "" });
    expect(resolved.ignored.map((p) => [p.key, p.value])).toEqual([
      ["rows", "nope"],
      ["task", "nope"],
      ["language", "cobol"],
      ["provider", "nope"],
      ["mode", "nope"],
    ]);
    expect(resolveFilters(q("mode=tools")).values.mode).toBe("tools");
    expect(resolveFilters(q("rows=libraries&mode=tools")).ignored[0]!.reason).toBe("Libraries rows have no chat mode filter");
    expect(resolved.ignored[1]!.reason).toBe("no task of example models rows has this name");
    expect(resolveFilters(q("language=sh&client=requests")).ignored[0]!.reason).toBe("no Shell client has this name");
    expect(resolveFilters(q("rows=libraries&provider=fal-ai")).ignored[0]!.reason).toBe("Libraries rows have no provider filter");
  });

  it("the page shows the grid for ignored values, with each flagged as a removable chip", () => {
    const html = page("/matrix?task=nope&language=cobol&provider=nope");
    expect(html).toContain('Task: nope<span class="filter-chip-reason">: ignored, no task of example models rows has this name</span>');
    expect(html).toContain('aria-label="Remove filter Language: cobol"');
    expect(html).toContain('aria-label="Remove filter Provider: nope"');
    expect(html).toContain("Clear all filters");
    expect(html).toContain('class="matrix"');
  });

  it("every active filter is a removable chip named with the value people read", () => {
    const html = page("/matrix?task=fill-mask&language=js&errors=1");
    expect(html).toContain('aria-label="Remove filter Task: fill-mask"');
    expect(html).toContain('aria-label="Remove filter Language: JavaScript"');
    expect(html).toContain('aria-label="Remove filter Only rows with errors"');
    expect(page("/matrix")).not.toContain("Active filters");
  });

  it("an empty result says why and offers to clear the filters", () => {
    const built = buildMatrix({ rows: "models", task: "fill-mask" });
    const errorRows = built.rows.filter((r) => built.columns.some((c) => r.cell(c).state === "error"));
    expect(errorRows).toEqual([]);
    const html = page("/matrix?task=fill-mask&errors=1");
    expect(html).toContain("Nothing to show");
    expect(html).toContain(`none of the ${built.rows.length} row${built.rows.length === 1 ? "" : "s"} has an error cell`);
    expect(html).toMatch(/<button type="button" class="button">Clear filters<\/button>/);
    expect(html).not.toContain('class="matrix"');
  });
});

describe("matrix at scale", () => {
  it("visibleRange covers the window plus one item of overscan, clamped to the list", () => {
    expect(visibleRange(0, 900, 300, 35)).toEqual([0, 4]);
    expect(visibleRange(3000, 900, 300, 35)).toEqual([9, 14]);
    expect(visibleRange(100_000, 900, 300, 35)).toEqual([35, 35]);
    expect(visibleRange(-50, 900, 300, 2)).toEqual([0, 2]);
  });

  it("the largest matrix draws only the cells near the viewport, with spacers keeping its full size", () => {
    const matrix = buildMatrix({ rows: "models", provider: "all" });
    const html = renderToString(
      <LocationProvider url="/matrix">
        <MatrixGrid matrix={matrix} onOpen={() => {}} />
      </LocationProvider>,
    );
    const drawn = (html.match(/<td aria-colindex=/g) ?? []).length;
    expect(matrix.rows.length * matrix.columns.length).toBeGreaterThan(3000);
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(100);
    expect(html).toContain(`aria-rowcount="${matrix.rows.length + 1}"`);
    expect(html).toContain(`aria-colcount="${matrix.columns.length + 1}"`);
    const after = (html.match(/<tr class="matrix-spacer-row" aria-hidden="true"><td colSpan="\d+" style="height:(\d+)px"/) ?? [])[1];
    expect(Number(after) % ROW_HEIGHT).toBe(0);
    expect(html).toMatch(new RegExp(`class="matrix-spacer" aria-hidden="true" style="width:${(matrix.columns.length - 6) * COLUMN_WIDTH}px`));
  });

  it("a row's cells are computed once: the same object on every call, so memoised cells stay still", () => {
    const matrix = buildMatrix({ rows: "models", provider: "all" });
    const row = matrix.rows[0]!;
    for (const column of matrix.columns.slice(0, 10)) expect(row.cell(column)).toBe(row.cell(column));
    const libraries = buildMatrix({ rows: "libraries" });
    expect(libraries.rows[0]!.cell(libraries.columns[0]!)).toBe(libraries.rows[0]!.cell(libraries.columns[0]!));
  });
});
