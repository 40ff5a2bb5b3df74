/**
 * The ARIA grid pattern's focus for the output matrix: the grid is one Tab stop (its active
 * cell); the arrow keys, Home, End, Ctrl+Home, Ctrl+End, Page Up and Page Down move between
 * cells, scrolling the box so the cell is drawn; Enter or Space opens a cell (or follows a row's
 * link). Every cell is reachable, drawn or not.
 */
import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from "react";
import type { MatrixColumn, MatrixRow } from "../snippets/matrix.js";
import { clamp, moveFor, ROW_HEIGHT, scrollToCell, type GridPosition, type GridRanges } from "./grid-layout.js";
import { cellKey } from "./matrix-cell.js";

interface GridFocusSetup {
  box: RefObject<HTMLDivElement | null>;
  ranges: GridRanges;
  rows: readonly MatrixRow[];
  columns: readonly MatrixColumn[];
  /** Reads the box's scroll position again (./use-grid-viewport.ts). */
  measure: () => void;
  onOpen: (key: string) => void;
}

/** `tab(row, column)`: the cell's tabIndex; the handlers go on the table. */
export function useGridFocus({ box, ranges, rows, columns, measure, onOpen }: GridFocusSetup) {
  const [active, setActive] = useState<GridPosition>({ row: 1, column: 0 });
  const focusAfterMove = useRef(false);
  const current = tabStop(active, ranges);
  const tab = (row: number, column: number) => (row === current.row && column === current.column ? 0 : -1);

  useLayoutEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    box.current?.querySelector<HTMLElement>(`[data-cell="${current.row}:${current.column}"]`)?.focus();
  });

  /** Scrolls the box so the cell at `to` is in view, then makes it active and focused. */
  const moveTo = (to: GridPosition) => {
    const el = box.current;
    if (el) {
      scrollToCell(el, to, el.querySelector("thead")?.getBoundingClientRect().height ?? 0);
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
    } else if ((event.key === "Enter" || event.key === " ") && current.row >= 1) {
      activate(event);
    }
  };

  /** Enter or Space on a data row: a row header follows its link, a cell that is not empty opens. */
  const activate = (event: KeyboardEvent<HTMLTableElement>) => {
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
  };

  // A click (or any focus) inside a cell makes it the active one.
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const at = (event.target as HTMLElement).closest<HTMLElement>("[data-cell]")?.dataset.cell;
    if (!at) return;
    const [row, column] = at.split(":").map(Number) as [number, number];
    if (row !== active.row || column !== active.column) setActive({ row, column });
  };

  return { tab, onKeyDown, onFocus };
}

/** The Tab stop is always a drawn cell: the active one, or the nearest drawn one after a scroll by mouse. */
function tabStop(active: GridPosition, { rows: [firstRow, endRow], columns: [firstColumn, endColumn] }: GridRanges): GridPosition {
  return {
    row: active.row === 0 ? 0 : clamp(active.row, Math.min(firstRow + 1, endRow), endRow),
    column: active.column === 0 ? 0 : clamp(active.column, Math.min(firstColumn + 1, endColumn), endColumn),
  };
}
