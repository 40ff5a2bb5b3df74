/**
 * /matrix: every template's output side by side, for template authors. Filters and the
 * opened cell live in the query (?rows=&task=&language=&client=&provider=&errors=&open=).
 */
import { useCallback, useMemo } from "react";
import { OpenedCellDialog } from "../components/cell-dialog.js";
import { EmptyState } from "../components/empty-state.js";
import { FilterChips } from "../components/filter-chips.js";
import { MatrixControls, matrixChips } from "../components/matrix-controls.js";
import { columnLabel } from "../components/matrix-cell.js";
import { MatrixGrid } from "../components/matrix-grid.js";
import { useCellCounts, type CellCounts } from "../components/use-cell-counts.js";
import { useOpenedCell } from "../components/use-opened-cell.js";
import { useTitle } from "../components/use-title.js";
import { useQuery } from "../router.js";
import { buildMatrix, type Matrix } from "../snippets/matrix.js";
import { clearAll, filterChange, FILTERS, resolveFilters, valueLabel, type ResolvedFilters } from "../snippets/matrix-filters.js";
import { GoldenDiff } from "../dev/golden-diff.js";
import { differingNames, differs, goldenRows } from "../dev/golden-rows.js";
import { GoldenSummary } from "../dev/golden-summary.js";
import type { GoldenReview } from "../dev/golden-types.js";
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
  const golden = DEV_LOOP ? useGoldenReview() : undefined;
  const onlyDiffering = DEV_LOOP && query.get("golden") === "differs";
  const onlyErrors = query.get("errors") === "1";
  const { built, filtered } = useMatrixRows(resolved, golden?.review, onlyDiffering, onlyErrors);
  const change = (key: string, value: string | undefined) => setQuery(filterChange(query, key, value));
  const clear = () => setQuery(clearAll());
  const { open, opened, onOpen, close } = useOpenedCell(query, setQuery, filtered);
  // A template author looks for errors first: count them over every cell, drawn or not.
  const states = useCellCounts(filtered);
  // Rows and columns with no snippet and no error hide once the count knows them (?empty=1 shows them).
  const showEmpty = query.get("empty") === "1";
  const matrix = useMemo(() => (showEmpty || !states ? filtered : withoutEmpty(filtered, states)), [filtered, states, showEmpty]);
  const accept = golden?.accept;
  const acceptOne = useCallback((name: string) => void accept?.([name]), [accept]);

  return (
    <>
      <h1>Output matrix</h1>
      <p className="lead">
        Every snippet the templates produce, side by side: rows × language × client{resolved.values.provider === "all" ? " × provider" : ""}.
      </p>
      <MatrixControls
        resolved={resolved}
        onlyErrors={onlyErrors}
        showEmpty={showEmpty}
        change={change}
        onShowEmpty={(on) => setQuery({ empty: on ? "1" : undefined })}
      />
      {DEV_LOOP && golden && (
        <GoldenSummary
          differing={golden.review ? golden.review.cells.filter(differs).length : 0}
          shown={differingNames(matrix.rows, matrix.columns)}
          only={onlyDiffering}
          {...(golden.error ? { error: golden.error } : !golden.review ? { error: "reading the golden files…" } : {})}
          onOnly={(on) => setQuery({ golden: on ? "differs" : undefined })}
          onAccept={golden.accept}
        />
      )}
      <FilterChips chips={matrixChips(resolved, onlyErrors, open && !opened ? open : undefined, change)} onClearAll={clear} />
      <MatrixCounts filtered={filtered} shown={matrix} states={states} showEmpty={showEmpty} />
      {matrix.rows.length === 0 || matrix.columns.length === 0 ? (
        <EmptyState title="Nothing to show" actionLabel="Clear filters" onAction={clear}>
          {emptyReason(resolved, built, onlyErrors, filtered.rows.length > 0 && filtered.columns.length > 0)}
        </EmptyState>
      ) : (
        <MatrixGrid matrix={matrix} onOpen={onOpen} {...(DEV_LOOP && golden ? { onAccept: acceptOne } : {})} />
      )}
      {opened && (
        <OpenedCellDialog title={`${opened.row.label} · ${columnLabel(opened.column)}`} cell={opened.cell} onClose={close}>
          {DEV_LOOP && golden && opened.cell.state === "code" && opened.cell.golden && (
            <GoldenDiff golden={opened.cell.golden} now={opened.cell.content} onAccept={acceptOne} />
          )}
        </OpenedCellDialog>
      )}
    </>
  );
}

/**
 * The matrix the filters ask for, built once per filter change; the dev server's golden cases
 * join the example models' rows when no filter narrows them to a task, provider or mode.
 * `filtered`: without the rows that have no error cell, when only those are asked for.
 */
function useMatrixRows({ rowSet, values }: ResolvedFilters, review: GoldenReview | undefined, onlyDiffering: boolean, onlyErrors: boolean) {
  const filters = { rows: rowSet.value, ...values };
  const models = useMemo(() => buildMatrix(filters), [filters.rows, filters.task, filters.language, filters.client, filters.provider, filters.mode]); // eslint-disable-line react-hooks/exhaustive-deps
  const goldenShown = filters.rows === "models" && !values.task && !values.provider && !values.mode;
  const built = useMemo(() => {
    // DEV_LOOP again, in this module: a build folds it and drops the golden rows' code.
    if (!DEV_LOOP || !review || !goldenShown) return models;
    const extra = goldenRows(review, onlyDiffering);
    return { ...models, rows: onlyDiffering ? extra : [...models.rows, ...extra] };
  }, [models, review, goldenShown, onlyDiffering]);
  const filtered = useMemo(
    () => (onlyErrors ? { ...built, rows: built.rows.filter((row) => built.columns.some((column) => row.cell(column).state === "error")) } : built),
    [built, onlyErrors],
  );
  return { built, filtered };
}

/** The grid's size and, once counted, its snippets, errors and empty cells, and what the page hides. */
function MatrixCounts({ filtered, shown, states, showEmpty }: { filtered: Matrix; shown: Matrix; states: CellCounts | undefined; showEmpty: boolean }) {
  const hiddenRows = filtered.rows.length - shown.rows.length;
  const hiddenColumns = filtered.columns.length - shown.columns.length;
  return (
    <p role="status" className="muted">
      {`${count(filtered.rows.length, "row")} × ${count(filtered.columns.length, "column")} = ${count(filtered.rows.length * filtered.columns.length, "cell")}: `}
      {states ? (
        <>
          {`${count(states.code, "snippet")}, `}
          <span className={states.error > 0 ? "error-count" : undefined}>{count(states.error, "error")}</span>
          {`, ${states.empty} not offered`}
          {!showEmpty && hiddenRows + hiddenColumns > 0 && `; ${count(hiddenRows, "empty row")} and ${count(hiddenColumns, "empty column")} hidden`}
        </>
      ) : (
        "counting snippets and errors…"
      )}
    </p>
  );
}

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
