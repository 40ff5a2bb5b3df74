/**
 * The libraries page as data: one row per library with the facts its table shows, a search
 * over names, ids and tasks, and the sort orders its column headers offer. Pure, so the
 * tests check it without a DOM.
 */
import { countDownloadsRule, tasksForLibrary, type LibraryEntry } from "../../../engine/index.js";

export interface LibraryRow {
  library: LibraryEntry;
  tasks: string[];
  snippets: number;
  downloads: { query: string; isDefault: boolean };
}

export function libraryRows(libraries: LibraryEntry[]): LibraryRow[] {
  return libraries.map((library) => ({
    library,
    tasks: tasksForLibrary(library.id),
    snippets: library.snippets.length,
    downloads: countDownloadsRule(library.id),
  }));
}

/** Rows whose id, label, repository name or one of whose tasks contains the text (any case). */
export function searchRows(rows: LibraryRow[], text: string, onlyFiltered: boolean): LibraryRow[] {
  const needle = text.trim().toLowerCase();
  const matches = (row: LibraryRow) =>
    [row.library.id, row.library.prettyLabel, row.library.repoName, ...row.tasks].some((value) => value.toLowerCase().includes(needle));
  return rows.filter((row) => (!onlyFiltered || row.library.filter) && (needle === "" || matches(row)));
}

export type SortKey = "name" | "filter" | "tasks" | "snippets" | "downloads";
export type SortDirection = "asc" | "desc";

const byName = (a: LibraryRow, b: LibraryRow) =>
  a.library.prettyLabel.localeCompare(b.library.prettyLabel, "en", { sensitivity: "base" }) || a.library.id.localeCompare(b.library.id);

/** Each column's order, ascending; ties fall back to the name so the order is stable. */
export const SORTS: Record<SortKey, { label: string; compare: (a: LibraryRow, b: LibraryRow) => number }> = {
  name: { label: "Library", compare: byName },
  filter: { label: "Hub filter", compare: (a, b) => Number(b.library.filter) - Number(a.library.filter) },
  tasks: { label: "Tasks", compare: (a, b) => a.tasks.length - b.tasks.length },
  snippets: { label: "Snippets", compare: (a, b) => a.snippets - b.snippets },
  downloads: {
    label: "Download rule",
    compare: (a, b) => Number(b.downloads.isDefault) - Number(a.downloads.isDefault) || a.downloads.query.localeCompare(b.downloads.query),
  },
};

export function isSortKey(value: string | null): value is SortKey {
  return value !== null && Object.hasOwn(SORTS, value);
}

export function sortRows(rows: LibraryRow[], key: SortKey, direction: SortDirection): LibraryRow[] {
  const sign = direction === "desc" ? -1 : 1;
  return [...rows].sort((a, b) => sign * SORTS[key].compare(a, b) || byName(a, b));
}
