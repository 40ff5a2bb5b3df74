/**
 * The output matrix table, rendered by viewport: only the rows and columns in (or next to)
 * the visible part of its scroll box are in the DOM, between spacers that keep the scroll
 * size, so the largest matrix costs a few hundred cells instead of thousands. Rows and
 * columns have a fixed size for that. Cells are memoised and get a stable `onOpen`, so
 * opening one re-renders none of them.
 */
import { memo, useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import type { Matrix, MatrixCell, MatrixColumn, MatrixRow } from "../snippets/matrix.js";
import { Link } from "../router.js";
import { HighlightedCode } from "./code-block.js";

export const PREVIEW_LINES = 12;
/** Row height and column widths in CSS pixels; the stylesheet sizes the cell contents to fit. */
export const ROW_HEIGHT = 272;
export const COLUMN_WIDTH = 288;
export const HEADER_WIDTH = 192;
/** Rows and columns rendered beyond each edge of the visible part. */
const OVERSCAN = 1;

export function cellKey(row: MatrixRow, column: MatrixColumn): string {
  return `${row.key}|${column.key}`;
}

export function columnLabel(column: MatrixColumn): string {
  return `${column.language} · ${column.client}${column.provider ? ` @ ${column.provider}` : ""}`;
}

/**
 * A cell's preview: its first lines without the blank ones. Snippets open with the same
 * imports and client set-up, so with blank lines kept every preview of a column looked alike
 * and stopped before the call that tells the cells apart.
 */
export function preview(content: string): string {
  const lines = content.split("\n").filter((line) => line.trim() !== "");
  return lines.length > PREVIEW_LINES ? `${lines.slice(0, PREVIEW_LINES).join("\n")}\n…` : lines.join("\n");
}

export interface Viewport {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** What is drawn before anything is measured (server rendering, the first frame). */
export const INITIAL_VIEWPORT: Viewport = { top: 0, left: 0, width: 1280, height: 900 };

/** The half-open index range [start, end) of fixed-size items that a window over them shows. */
export function visibleRange(offset: number, length: number, size: number, count: number): [number, number] {
  const start = Math.max(0, Math.min(count, Math.floor(Math.max(0, offset) / size) - OVERSCAN));
  const end = Math.max(start, Math.min(count, Math.ceil((Math.max(0, offset) + length) / size) + OVERSCAN));
  return [start, end];
}

function rangesOf(view: Viewport, rows: number, columns: number) {
  return {
    rows: visibleRange(view.top, view.height, ROW_HEIGHT, rows),
    columns: visibleRange(view.left - HEADER_WIDTH, view.width, COLUMN_WIDTH, columns),
  };
}

/** A golden-case cell whose file differs from today's output or is missing (dev server only). */
const goldenDiffers = (cell: MatrixCell) => cell.state === "code" && cell.golden !== undefined && cell.golden.status !== "same";

type CellProps = { cell: MatrixCell; name: string; id: string; onOpen: (key: string) => void; onAccept?: ((name: string) => void) | undefined };

const Cell = memo(function Cell({ cell, name, id, onOpen, onAccept }: CellProps) {
  if (cell.state === "empty") return <span className="cell-empty">{cell.reason}</span>;
  return (
    <div className={`cell cell-${cell.state}`}>
      {import.meta.env.DEV && cell.state === "code" && cell.golden && goldenDiffers(cell) && (
        <span className="golden-mark">{cell.golden.status === "missing" ? "no golden file" : "differs from golden"}</span>
      )}
      {cell.state === "code" ? (
        <pre>
          <HighlightedCode code={preview(cell.content)} language={cell.language} />
        </pre>
      ) : (
        <pre className="cell-error-text">{preview(cell.message)}</pre>
      )}
      {/* Out of the Tab order: the grid's cells are reached with the arrow keys, and Enter opens. */}
      <button type="button" className="button button-small" tabIndex={-1} onClick={() => onOpen(id)} aria-label={`Open ${name}`}>
        Open
      </button>
      {import.meta.env.DEV && cell.state === "code" && cell.golden && goldenDiffers(cell) && onAccept && (
        <button
          type="button"
          className="button button-small button-secondary"
          tabIndex={-1}
          onClick={() => onAccept(cell.golden!.name)}
          aria-label={`Accept ${name}`}
        >
          Accept
        </button>
      )}
    </div>
  );
});

const Spacer = ({ width }: { width: number }) =>
  width > 0 ? <td className="matrix-spacer" aria-hidden="true" style={{ width, minWidth: width, maxWidth: width }} /> : null;

/** A grid position: `row` 0 is the column headers, `column` 0 the row headers. */
export interface GridPosition {
  row: number;
  column: number;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

/** Where a key press moves the active cell in a grid of `rows` × `columns` data cells (headers at 0); undefined for other keys. */
export function moveFor(key: string, ctrl: boolean, at: GridPosition, rows: number, columns: number, page: number): GridPosition | undefined {
  const to = (row: number, column: number) => ({ row: clamp(row, 0, rows), column: clamp(column, 0, columns) });
  switch (key) {
    case "ArrowUp":
      return to(at.row - 1, at.column);
    case "ArrowDown":
      return to(at.row + 1, at.column);
    case "ArrowLeft":
      return to(at.row, at.column - 1);
    case "ArrowRight":
      return to(at.row, at.column + 1);
    case "Home":
      return ctrl ? to(0, 0) : to(at.row, 0);
    case "End":
      return ctrl ? to(rows, columns) : to(at.row, columns);
    case "PageUp":
      return to(at.row - page, at.column);
    case "PageDown":
      return to(at.row + page, at.column);
    default:
      return undefined;
  }
}

/**
 * The ARIA grid pattern: the grid is one Tab stop (its active cell); the arrow keys, Home,
 * End, Ctrl+Home, Ctrl+End, Page Up and Page Down move between cells, scrolling the box so
 * the cell is drawn; Enter or Space opens a cell (or follows a row's link). Every cell is
 * reachable, drawn or not.
 */
export const MatrixGrid = memo(function MatrixGrid({
  matrix,
  onOpen,
  onAccept,
}: {
  matrix: Matrix;
  onOpen: (key: string) => void;
  onAccept?: (name: string) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState(INITIAL_VIEWPORT);
  const [active, setActive] = useState<GridPosition>({ row: 1, column: 0 });
  const focusAfterMove = useRef(false);
  const { rows, columns } = matrix;
  const range = rangesOf(view, rows.length, columns.length);

  // Re-render only when the drawn ranges change, not on every scrolled pixel.
  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const next = { top: el.scrollTop, left: el.scrollLeft, width: el.clientWidth, height: el.clientHeight };
    setView((current) => {
      const a = rangesOf(current, rows.length, columns.length);
      const b = rangesOf(next, rows.length, columns.length);
      const same = a.rows[0] === b.rows[0] && a.rows[1] === b.rows[1] && a.columns[0] === b.columns[0] && a.columns[1] === b.columns[1];
      return same ? current : next;
    });
  }, [rows.length, columns.length]);

  useLayoutEffect(() => {
    measure();
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const [firstColumn, endColumn] = range.columns;
  const [firstRow, endRow] = range.rows;
  // The Tab stop is always a drawn cell: the active one, or the nearest drawn one after a scroll by mouse.
  const current: GridPosition = {
    row: active.row === 0 ? 0 : clamp(active.row, Math.min(firstRow + 1, endRow), endRow),
    column: active.column === 0 ? 0 : clamp(active.column, Math.min(firstColumn + 1, endColumn), endColumn),
  };
  const tab = (row: number, column: number) => (row === current.row && column === current.column ? 0 : -1);

  useLayoutEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    box.current?.querySelector<HTMLElement>(`[data-cell="${current.row}:${current.column}"]`)?.focus();
  });

  /** Scrolls the box so the cell at `to` is in view (below the sticky headers), then makes it active and focused. */
  const moveTo = (to: GridPosition) => {
    const el = box.current;
    if (el) {
      const head = el.querySelector("thead")?.getBoundingClientRect().height ?? 0;
      if (to.row >= 1) {
        const top = (to.row - 1) * ROW_HEIGHT;
        if (top < el.scrollTop) el.scrollTop = top;
        else if (top + ROW_HEIGHT + head > el.scrollTop + el.clientHeight) el.scrollTop = top + ROW_HEIGHT + head - el.clientHeight;
      } else el.scrollTop = 0;
      if (to.column >= 1) {
        const left = HEADER_WIDTH + (to.column - 1) * COLUMN_WIDTH;
        if (left < el.scrollLeft + HEADER_WIDTH) el.scrollLeft = left - HEADER_WIDTH;
        else if (left + COLUMN_WIDTH > el.scrollLeft + el.clientWidth) el.scrollLeft = left + COLUMN_WIDTH - el.clientWidth;
      } else el.scrollLeft = 0;
      measure();
    }
    focusAfterMove.current = true;
    setActive(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const page = Math.max(1, Math.floor((box.current?.clientHeight ?? ROW_HEIGHT) / ROW_HEIGHT) - 1);
    const to = moveFor(event.key, event.ctrlKey || event.metaKey, current, rows.length, columns.length, page);
    if (to) {
      event.preventDefault();
      moveTo(to);
      return;
    }
    if ((event.key === "Enter" || event.key === " ") && current.row >= 1) {
      const row = rows[current.row - 1]!;
      if (current.column === 0) {
        event.preventDefault();
        box.current?.querySelector<HTMLElement>(`[data-cell="${current.row}:0"] a`)?.click();
        return;
      }
      const column = columns[current.column - 1]!;
      if (row.cell(column).state !== "empty") {
        event.preventDefault();
        onOpen(cellKey(row, column));
      }
    }
  };

  // A click (or any focus) inside a cell makes it the active one.
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const at = (event.target as HTMLElement).closest<HTMLElement>("[data-cell]")?.dataset.cell;
    if (!at) return;
    const [row, column] = at.split(":").map(Number) as [number, number];
    if (row !== active.row || column !== active.column) setActive({ row, column });
  };

  const shownColumns = columns.slice(firstColumn, endColumn);
  const before = firstColumn * COLUMN_WIDTH;
  const after = (columns.length - endColumn) * COLUMN_WIDTH;
  const span = 1 + shownColumns.length + (before > 0 ? 1 : 0) + (after > 0 ? 1 : 0);
  const spacerRow = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} className="matrix-spacer-row" aria-hidden="true">
        <td colSpan={span} style={{ height }} />
      </tr>
    ) : null;

  return (
    <div ref={box} className="matrix-wrap" onScroll={measure}>
      <table
        className="matrix"
        role="grid"
        aria-label="Output matrix"
        style={{ width: HEADER_WIDTH + columns.length * COLUMN_WIDTH }}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length + 1}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" style={{ width: HEADER_WIDTH }} aria-colindex={1} data-cell="0:0" tabIndex={tab(0, 0)}>
              Row
            </th>
            <Spacer width={before} />
            {shownColumns.map((column, i) => (
              <th
                key={column.key}
                scope="col"
                aria-colindex={firstColumn + i + 2}
                style={{ width: COLUMN_WIDTH }}
                data-cell={`0:${firstColumn + i + 1}`}
                tabIndex={tab(0, firstColumn + i + 1)}
              >
                {columnLabel(column)}
              </th>
            ))}
            <Spacer width={after} />
          </tr>
        </thead>
        <tbody>
          {spacerRow(firstRow * ROW_HEIGHT, "before")}
          {rows.slice(firstRow, endRow).map((row, i) => {
            const r = firstRow + i + 1;
            return (
              <tr key={row.key} aria-rowindex={r + 1} style={{ height: ROW_HEIGHT }}>
                <th scope="row" aria-colindex={1} data-cell={`${r}:0`} tabIndex={tab(r, 0)}>
                  {row.href ? (
                    <Link href={row.href} tabIndex={-1}>
                      {row.label}
                    </Link>
                  ) : (
                    <span>{row.label}</span>
                  )}
                  <span className="row-detail">{row.detail}</span>
                </th>
                <Spacer width={before} />
                {shownColumns.map((column, c) => {
                  const cell = row.cell(column);
                  return (
                    <td
                      key={column.key}
                      className={import.meta.env.DEV && goldenDiffers(cell) ? "cell-golden-differs" : undefined}
                      aria-colindex={firstColumn + c + 2}
                      data-cell={`${r}:${firstColumn + c + 1}`}
                      tabIndex={tab(r, firstColumn + c + 1)}
                    >
                      <Cell cell={cell} name={`${row.label}, ${columnLabel(column)}`} id={cellKey(row, column)} onOpen={onOpen} onAccept={onAccept} />
                    </td>
                  );
                })}
                <Spacer width={after} />
              </tr>
            );
          })}
          {spacerRow((rows.length - endRow) * ROW_HEIGHT, "after")}
        </tbody>
      </table>
    </div>
  );
});
