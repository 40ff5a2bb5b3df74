/**
 * The output matrix's geometry and keyboard moves, apart from React: rows and columns have a
 * fixed size, so the part of the grid a scroll box shows is worked out from its scroll offsets
 * alone, and a key press moves the active cell by index.
 */

/** Row height and column widths in CSS pixels; the stylesheet sizes the cell contents to fit. */
export const ROW_HEIGHT = 272;
export const COLUMN_WIDTH = 288;
export const HEADER_WIDTH = 192;
/** Rows and columns rendered beyond each edge of the visible part. */
const OVERSCAN = 1;

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

/** The rows and columns drawn for a viewport: index ranges into the data rows and columns. */
export interface GridRanges {
  rows: [number, number];
  columns: [number, number];
}

export function rangesOf(view: Viewport, rows: number, columns: number): GridRanges {
  return {
    rows: visibleRange(view.top, view.height, ROW_HEIGHT, rows),
    columns: visibleRange(view.left - HEADER_WIDTH, view.width, COLUMN_WIDTH, columns),
  };
}

export function sameRanges(a: GridRanges, b: GridRanges): boolean {
  return a.rows[0] === b.rows[0] && a.rows[1] === b.rows[1] && a.columns[0] === b.columns[0] && a.columns[1] === b.columns[1];
}

/** A grid position: `row` 0 is the column headers, `column` 0 the row headers. */
export interface GridPosition {
  row: number;
  column: number;
}

export const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

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

/** Scrolls `box` so the cell at `to` is in view, below the sticky headers `head` pixels high. */
export function scrollToCell(box: HTMLElement, to: GridPosition, head: number): void {
  if (to.row >= 1) {
    const top = (to.row - 1) * ROW_HEIGHT;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + ROW_HEIGHT + head > box.scrollTop + box.clientHeight) box.scrollTop = top + ROW_HEIGHT + head - box.clientHeight;
  } else box.scrollTop = 0;
  if (to.column >= 1) {
    const left = HEADER_WIDTH + (to.column - 1) * COLUMN_WIDTH;
    if (left < box.scrollLeft + HEADER_WIDTH) box.scrollLeft = left - HEADER_WIDTH;
    else if (left + COLUMN_WIDTH > box.scrollLeft + box.clientWidth) box.scrollLeft = left + COLUMN_WIDTH - box.clientWidth;
  } else box.scrollLeft = 0;
}
