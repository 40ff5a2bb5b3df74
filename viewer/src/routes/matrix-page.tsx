/**
 * /matrix: every template's output side by side, for template authors. Filters and the
 * opened cell live in the query (?rows=&task=&language=&client=&provider=&errors=&open=).
 */
import { useCallback, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import { CodeBlock } from "../components/code-block.js";
import { EmptyState } from "../components/empty-state.js";
import { FilterChips, type Chip } from "../components/filter-chips.js";
import { cellKey, columnLabel, MatrixGrid } from "../components/matrix-grid.js";
import { SelectField } from "../components/select-field.js";
import { useCellCounts, type CellCounts } from "../components/use-cell-counts.js";
import { useTitle } from "../components/use-title.js";
import { useQuery } from "../router.js";
import { buildMatrix, type Matrix } from "../snippets/matrix.js";
import { clearAll, filterChange, FILTERS, resolveFilters, ROW_SETS, valueLabel, type ResolvedFilters } from "../snippets/matrix-filters.js";
import { GoldenDiff } from "../dev/golden-diff.js";
import { differingNames, differs, goldenRows } from "../dev/golden-rows.js";
import { GoldenSummary } from "../dev/golden-summary.js";
import { useGoldenReview } from "../dev/use-golden-review.js";

/**
 * Under `npm run dev` the matrix also reviews the golden files (viewer/src/dev/): the golden
 * cases are rows, differing cells are marked and can be accepted. A build drops all of it.
 */
const DEV_LOOP = import.meta.env.DEV && import.meta.env.ATLAS_DEV_LOOP === "on";

export default function MatrixPage() {
  useTitle("Output matrix");
  const [query, setQuery] = useQuery();
  const resolved = resolveFilters(query);
  const { rowSet, values } = resolved;
  const rows = rowSet.value;
  const filters = { rows, ...values };
  const models = useMemo(() => buildMatrix(filters), [filters.rows, filters.task, filters.language, filters.client, filters.provider, filters.mode]); // eslint-disable-line react-hooks/exhaustive-deps
  // The dev server's golden cases join the example models' rows when no filter narrows them to a task, provider or mode.
  const golden = DEV_LOOP ? useGoldenReview() : undefined;
  const onlyDiffering = DEV_LOOP && query.get("golden") === "differs";
  const goldenShown = rows === "models" && !values.task && !values.provider && !values.mode;
  const review = golden?.review;
  const built = useMemo(() => {
    if (!review || !goldenShown) return models;
    const extra = goldenRows(review, onlyDiffering);
    return { ...models, rows: onlyDiffering ? extra : [...models.rows, ...extra] };
  }, [models, review, goldenShown, onlyDiffering]);
  const onlyErrors = query.get("errors") === "1";
  const filtered = useMemo(
    () => (onlyErrors ? { ...built, rows: built.rows.filter((row) => built.columns.some((column) => row.cell(column).state === "error")) } : built),
    [built, onlyErrors],
  );
  const errorsId = useId();
  const emptyId = useId();
  const change = (key: string, value: string | undefined) => setQuery(filterChange(query, key, value));
  const clear = () => setQuery(clearAll());

  // The grid's cells are memoised: they get one callback for the page's whole life. Opening a
  // cell adds a history entry, so Back closes the dialog instead of leaving the page.
  const setQueryRef = useRef(setQuery);
  setQueryRef.current = setQuery;
  const onOpen = useCallback((key: string) => setQueryRef.current({ open: key }, { push: true, state: OPENED_HERE }), []);
  const close = () => {
    // The entry this page pushed: going back to the one before is closing. A linked cell has none to go back to.
    if ((window.history.state as { matrix?: string } | null)?.matrix === OPENED_HERE.matrix) window.history.back();
    else setQuery({ open: undefined });
  };

  // A template author looks for errors first: count them over every cell, drawn or not.
  const states = useCellCounts(filtered);
  // Rows and columns with no snippet and no error hide once the count knows them (?empty=1 shows them).
  const showEmpty = query.get("empty") === "1";
  const matrix = useMemo(() => (showEmpty || !states ? filtered : withoutEmpty(filtered, states)), [filtered, states, showEmpty]);
  const hidden = states && !showEmpty ? filtered.rows.length - matrix.rows.length + (filtered.columns.length - matrix.columns.length) : 0;

  const accept = golden?.accept;
  const acceptOne = useCallback((name: string) => void accept?.([name]), [accept]);

  const open = query.get("open");
  const opened = useMemo(() => {
    if (!open) return undefined;
    for (const row of filtered.rows) for (const column of filtered.columns) if (cellKey(row, column) === open) return { row, column, cell: row.cell(column) };
    return undefined;
  }, [open, filtered]);

  const chips: Chip[] = [
    ...FILTERS.filter((f) => values[f.key]).map((f) => ({
      key: f.key,
      text: `${f.label}: ${valueLabel(f.key, values[f.key], rowSet, values)}`,
      onRemove: () => change(f.key, undefined),
    })),
    ...(onlyErrors ? [{ key: "errors", text: "Only rows with errors", onRemove: () => change("errors", undefined) }] : []),
    ...resolved.ignored.map((p) => ({
      key: `ignored-${p.key}`,
      text: `${p.key === "rows" ? "Rows" : FILTERS.find((f) => f.key === p.key)!.label}: ${p.value}`,
      problem: p.reason,
      onRemove: () => change(p.key, undefined),
    })),
    // A cell to open that the grid does not hold (a mistyped link, or filtered out) is flagged like an unknown filter value.
    ...(open && !opened
      ? [{ key: "ignored-open", text: `Opened cell: ${open}`, problem: "no cell of this grid has this key", onRemove: () => change("open", undefined) }]
      : []),
  ];

  return (
    <>
      <h1>Output matrix</h1>
      <p className="lead">Every snippet the templates produce, side by side: rows × language × client{values.provider === "all" ? " × provider" : ""}.</p>
      <div className="controls" role="group" aria-label="Matrix filters">
        <SelectField
          label="Rows"
          value={rows}
          options={ROW_SETS.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v) => change("rows", v === ROW_SETS[0]!.value ? undefined : v)}
        />
        {FILTERS.map((filter) => (
          <SelectField
            key={filter.key}
            label={filter.label}
            value={values[filter.key]}
            options={[{ value: "", label: filter.allLabel }, ...filter.options(rowSet, values)]}
            onChange={(v) => change(filter.key, v)}
            disabled={!rowSet.filters.includes(filter.key)}
          />
        ))}
        <div className="field field-check">
          <input id={errorsId} type="checkbox" checked={onlyErrors} onChange={(e) => change("errors", e.target.checked ? "1" : undefined)} />
          <label htmlFor={errorsId}>Only rows with errors</label>
        </div>
        <div className="field field-check">
          <input id={emptyId} type="checkbox" checked={showEmpty} onChange={(e) => setQuery({ empty: e.target.checked ? "1" : undefined })} />
          <label htmlFor={emptyId}>Show empty rows and columns</label>
        </div>
      </div>
      {DEV_LOOP && golden && (
        <GoldenSummary
          differing={review ? review.cells.filter(differs).length : 0}
          shown={differingNames(matrix.rows, matrix.columns)}
          only={onlyDiffering}
          {...(golden.error ? { error: golden.error } : !review ? { error: "reading the golden files…" } : {})}
          onOnly={(on) => setQuery({ golden: on ? "differs" : undefined })}
          onAccept={golden.accept}
        />
      )}
      <FilterChips chips={chips} onClearAll={clear} />
      <p role="status" className="muted">
        {`${count(filtered.rows.length, "row")} × ${count(filtered.columns.length, "column")} = ${count(filtered.rows.length * filtered.columns.length, "cell")}: `}
        {states ? (
          <>
            {`${count(states.code, "snippet")}, `}
            <span className={states.error > 0 ? "error-count" : undefined}>{count(states.error, "error")}</span>
            {`, ${states.empty} not offered`}
            {hidden > 0 &&
              `; ${count(filtered.rows.length - matrix.rows.length, "empty row")} and ${count(filtered.columns.length - matrix.columns.length, "empty column")} hidden`}
          </>
        ) : (
          "counting snippets and errors…"
        )}
      </p>
      {matrix.rows.length === 0 || matrix.columns.length === 0 ? (
        <EmptyState title="Nothing to show" actionLabel="Clear filters" onAction={clear}>
          {emptyReason(resolved, built, onlyErrors, filtered.rows.length > 0 && filtered.columns.length > 0)}
        </EmptyState>
      ) : (
        <MatrixGrid matrix={matrix} onOpen={onOpen} {...(DEV_LOOP && golden ? { onAccept: acceptOne } : {})} />
      )}
      {opened && (
        <CellDialog title={`${opened.row.label} · ${columnLabel(opened.column)}`} onClose={close}>
          {DEV_LOOP && golden && opened.cell.state === "code" && opened.cell.golden && (
            <GoldenDiff golden={opened.cell.golden} now={opened.cell.content} onAccept={acceptOne} />
          )}
          {opened.cell.state === "code" ? (
            <CodeBlock code={opened.cell.content} language={opened.cell.language} label="Snippet, full size" />
          ) : opened.cell.state === "error" ? (
            <div className="error-box" role="alert">
              <pre>{opened.cell.message}</pre>
            </div>
          ) : (
            <p>{opened.cell.reason}</p>
          )}
        </CellDialog>
      )}
    </>
  );
}

/** The history state of an entry the matrix pushed to open a cell. */
const OPENED_HERE = { matrix: "opened-cell" } as const;

/** The matrix without the rows and columns whose every cell is empty. */
function withoutEmpty(matrix: Matrix, counts: CellCounts): Matrix {
  return { ...matrix, rows: matrix.rows.filter((r) => counts.filledRows.has(r.key)), columns: matrix.columns.filter((c) => counts.filledColumns.has(c.key)) };
}

/** Why the grid is empty, in the words of the filters that made it so. */
export function emptyReason({ rowSet, values }: ResolvedFilters, built: Matrix, onlyErrors: boolean, allEmpty = false): string {
  const applied = FILTERS.filter((f) => values[f.key]).map((f) => `${f.label.toLowerCase()} ${valueLabel(f.key, values[f.key], rowSet, values)}`);
  if (built.rows.length > 0 && built.columns.length > 0 && onlyErrors)
    return `none of the ${count(built.rows.length, "row")} has an error cell: every snippet rendered.`;
  if (allEmpty)
    return `every cell of these ${count(built.rows.length, "row")} is empty (no client is offered): tick "Show empty rows and columns" to see why each is.`;
  if (built.rows.length === 0 && values.mode) {
    const others = applied.filter((a) => !a.startsWith("chat mode"));
    return `the ${valueLabel("mode", values.mode, rowSet, values)} mode applies to chat models only, and no ${rowSet.label.toLowerCase()} row${others.length > 0 ? ` matching ${others.join(", ")}` : ""} is one.`;
  }
  if (built.columns.length === 0) return `no column matches ${applied.join(", ")}.`;
  return `no ${rowSet.label.toLowerCase()} row matches ${applied.length > 0 ? applied.join(", ") : "these filters"}.`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function CellDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  // Before paint, so the dialog shows in the same frame as the click's render.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A modal <dialog> traps focus and closes on Escape by itself.
    if (dialog && !dialog.open) dialog.showModal?.();
    // Closed by Back, the dialog leaves the page still open and modal (the rest of the page inert):
    // close it first, then give the focus back to where it was.
    return () => {
      const inside = document.activeElement === document.body || dialog?.contains(document.activeElement);
      if (dialog?.open) dialog.close();
      if (inside && opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    // The close event comes a task after close(): React's StrictMode (npm run dev) runs the effect's
    // clean-up and the effect again, closing and reopening the dialog, and that event must not close the cell.
    <dialog ref={ref} className="cell-dialog" aria-labelledby="cell-dialog-title" onClose={() => !ref.current?.open && onClose()}>
      <div className="dialog-head">
        <h2 id="cell-dialog-title">{title}</h2>
        <button type="button" className="button" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
      {children}
    </dialog>
  );
}
