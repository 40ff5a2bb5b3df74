/**
 * The output matrix table, rendered by viewport: only the rows and columns in (or next to)
 * the visible part of its scroll box are in the DOM, between spacers that keep the scroll
 * size, so the largest matrix costs a few hundred cells instead of thousands. Rows and
 * columns have a fixed size for that. Cells are memoised and get a stable `onOpen`, so
 * opening one re-renders none of them.
 */
import { memo, useCallback, useLayoutEffect, useRef, useState } from "react";
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

const Cell = memo(function Cell({ cell, name, id, onOpen }: { cell: MatrixCell; name: string; id: string; onOpen: (key: string) => void }) {
  if (cell.state === "empty") return <span className="cell-empty">{cell.reason}</span>;
  return (
    <div className={`cell cell-${cell.state}`}>
      {cell.state === "code" ? (
        <pre>
          <HighlightedCode code={preview(cell.content)} language={cell.language} />
        </pre>
      ) : (
        <pre className="cell-error-text">{preview(cell.message)}</pre>
      )}
      <button type="button" className="button button-small" onClick={() => onOpen(id)} aria-label={`Open ${name}`}>
        Open
      </button>
    </div>
  );
});

const Spacer = ({ width }: { width: number }) => (width > 0 ? <td className="matrix-spacer" aria-hidden="true" style={{ width, minWidth: width, maxWidth: width }} /> : null);

export const MatrixGrid = memo(function MatrixGrid({ matrix, onOpen }: { matrix: Matrix; onOpen: (key: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState(INITIAL_VIEWPORT);
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
    <div ref={box} className="matrix-wrap" role="region" aria-label="Output matrix" tabIndex={0} onScroll={measure}>
      <table className="matrix" style={{ width: HEADER_WIDTH + columns.length * COLUMN_WIDTH }} aria-rowcount={rows.length + 1} aria-colcount={columns.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" style={{ width: HEADER_WIDTH }}>
              Row
            </th>
            <Spacer width={before} />
            {shownColumns.map((column, i) => (
              <th key={column.key} scope="col" aria-colindex={firstColumn + i + 2} style={{ width: COLUMN_WIDTH }}>
                {columnLabel(column)}
              </th>
            ))}
            <Spacer width={after} />
          </tr>
        </thead>
        <tbody>
          {spacerRow(firstRow * ROW_HEIGHT, "before")}
          {rows.slice(firstRow, endRow).map((row, i) => (
            <tr key={row.key} aria-rowindex={firstRow + i + 2} style={{ height: ROW_HEIGHT }}>
              <th scope="row">
                <Link href={row.href}>{row.label}</Link>
                <span className="row-detail">{row.detail}</span>
              </th>
              <Spacer width={before} />
              {shownColumns.map((column, c) => (
                <td key={column.key} aria-colindex={firstColumn + c + 2}>
                  <Cell cell={row.cell(column)} name={`${row.label}, ${columnLabel(column)}`} id={cellKey(row, column)} onOpen={onOpen} />
                </td>
              ))}
              <Spacer width={after} />
            </tr>
          ))}
          {spacerRow((rows.length - endRow) * ROW_HEIGHT, "after")}
        </tbody>
      </table>
    </div>
  );
});
