/**
 * /libraries: the library registry as a sortable table, searchable over names, ids and tasks
 * (?q=), narrowed to hub filters (?filter=1), sorted by a column (?sort=&dir=desc).
 */
import { useId, useMemo, useRef } from "react";
import { listLibraries, type LibraryEntry } from "../../../engine/index.js";
import { EmptyState } from "../components/empty-state.js";
import { LibraryTable } from "../components/library-table.js";
import { useTitle } from "../components/use-title.js";
import { isSortKey, libraryRows, searchRows, sortRows, type SortKey } from "../data/library-rows.js";
import { useQuery } from "../router.js";

export function searchLibraries(libraries: LibraryEntry[], text: string, onlyFiltered: boolean): LibraryEntry[] {
  return searchRows(libraryRows(libraries), text, onlyFiltered).map((row) => row.library);
}

export default function LibrariesPage() {
  useTitle("Libraries");
  const [query, setQuery] = useQuery();
  const searchId = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const text = query.get("q") ?? "";
  const onlyFiltered = query.get("filter") === "1";
  const sortParam = query.get("sort");
  const sort: SortKey = isSortKey(sortParam) ? sortParam : "name";
  const direction = query.get("dir") === "desc" ? "desc" : "asc";
  const all = useMemo(() => libraryRows(listLibraries()), []);
  const shown = sortRows(searchRows(all, text, onlyFiltered), sort, direction);
  const onSort = (key: SortKey) => {
    const next = key === sort && direction === "asc" ? "desc" : "asc";
    setQuery({ sort: key === "name" ? undefined : key, dir: next === "desc" ? "desc" : undefined });
  };
  // The Clear search button leaves with the empty state: the focus goes where the next search is typed.
  const clearSearch = () => {
    setQuery({ q: undefined, filter: undefined });
    searchBox.current?.focus();
  };
  const needle = text.trim();
  const why = needle ? `No ${onlyFiltered ? "hub-filter " : ""}library has "${needle}" in its name, id or tasks.` : "No library is a hub filter.";
  return (
    <>
      <h1>Libraries</h1>
      <div className="controls" role="search">
        <div className="field field-grow">
          <label htmlFor={searchId}>Search libraries</label>
          <input
            ref={searchBox}
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => setQuery({ q: e.target.value })}
            placeholder="name, id or task: diffusers, text-to-image…"
          />
        </div>
        <div className="field field-check">
          <input id={`${searchId}-filter`} type="checkbox" checked={onlyFiltered} onChange={(e) => setQuery({ filter: e.target.checked ? "1" : undefined })} />
          <label htmlFor={`${searchId}-filter`}>Only hub filters</label>
        </div>
      </div>
      <p role="status" className="muted">
        {shown.length} of {all.length} libraries
      </p>
      {shown.length === 0 ? (
        <EmptyState title="No library matches" actionLabel="Clear search" onAction={clearSearch}>
          {why}
        </EmptyState>
      ) : (
        <LibraryTable rows={shown} sort={sort} direction={direction} onSort={onSort} />
      )}
    </>
  );
}
