/** The libraries as a compact table whose column headers sort it (the order lives in the URL). */
import { Link } from "../router.js";
import { SORTS, type LibraryRow, type SortDirection, type SortKey } from "../data/library-rows.js";
import { FilterBadge } from "./library-facts.js";

/** At most this many task links per row; the rest are counted. */
const SHOWN_TASKS = 4;

export function LibraryTable({
  rows,
  sort,
  direction,
  onSort,
}: {
  rows: LibraryRow[];
  sort: SortKey;
  direction: SortDirection;
  onSort: (key: SortKey) => void;
}) {
  const header = (key: SortKey) => (
    <th scope="col" aria-sort={sort === key ? (direction === "asc" ? "ascending" : "descending") : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(key)}>
        {SORTS[key].label}
        <span aria-hidden="true" className="sort-mark">
          {sort === key ? (direction === "asc" ? " ▲" : " ▼") : ""}
        </span>
      </button>
    </th>
  );
  return (
    <div className="table-wrap" role="region" aria-label="Libraries" tabIndex={0}>
      <table className="library-table">
        <thead>
          <tr>
            {header("name")}
            {header("filter")}
            {header("tasks")}
            {header("snippets")}
            {header("downloads")}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ library, tasks, snippets, downloads }) => (
            <tr key={library.id}>
              <th scope="row">
                <Link href={`/libraries/${library.id}`}>{library.prettyLabel}</Link>
                <code className="library-id">{library.id}</code>
              </th>
              <td>
                <FilterBadge filter={library.filter} />
              </td>
              <td>
                {tasks.length === 0 ? (
                  <span className="muted">none</span>
                ) : (
                  <>
                    {tasks.slice(0, SHOWN_TASKS).map((task, i) => (
                      <span key={task}>
                        {i > 0 && ", "}
                        <Link href={`/tasks/${task}`}>{task}</Link>
                      </span>
                    ))}
                    {tasks.length > SHOWN_TASKS && <span className="muted">{` +${tasks.length - SHOWN_TASKS} more`}</span>}
                  </>
                )}
              </td>
              <td className="number">{snippets}</td>
              <td>{downloads.isDefault ? <span className="muted">default</span> : <code className="query">{downloads.query}</code>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
