/**
 * The output matrix's opened cell, kept in the query (`?open=<row key>|<column key>`, so a link
 * opens it). Opening adds a history entry, so Back closes the dialog instead of leaving the page.
 */
import { useCallback, useMemo, useRef } from "react";
import type { QueryUpdate } from "../router.js";
import type { Matrix } from "../snippets/matrix.js";
import { cellKey } from "./matrix-cell.js";

/** The history state of an entry the matrix pushed to open a cell. */
const OPENED_HERE = { matrix: "opened-cell" } as const;

/** `open`: the key the query names; `opened`: its cell in `matrix`, if the matrix holds it. */
export function useOpenedCell(query: URLSearchParams, setQuery: QueryUpdate, matrix: Matrix) {
  // The grid's cells are memoised: they get one callback for the page's whole life.
  const setQueryRef = useRef(setQuery);
  setQueryRef.current = setQuery;
  const onOpen = useCallback((key: string) => setQueryRef.current({ open: key }, { push: true, state: OPENED_HERE }), []);
  const close = () => {
    // The entry this page pushed: going back to the one before is closing. A linked cell has none to go back to.
    if ((window.history.state as { matrix?: string } | null)?.matrix === OPENED_HERE.matrix) window.history.back();
    else setQuery({ open: undefined });
  };
  const open = query.get("open");
  const opened = useMemo(() => {
    if (!open) return undefined;
    for (const row of matrix.rows) for (const column of matrix.columns) if (cellKey(row, column) === open) return { row, column, cell: row.cell(column) };
    return undefined;
  }, [open, matrix]);
  return { open, opened, onOpen, close };
}
