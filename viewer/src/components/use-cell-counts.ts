/**
 * How many cells of a matrix hold a snippet, an error or nothing, and which rows and columns
 * hold anything (the page hides the others). Counting means generating
 * every cell, drawn or not, so for a large matrix it runs after the first paint in slices of
 * a few milliseconds, between which the page stays responsive; until it is done the count
 * is `undefined`. Small matrices, and server rendering, count at once.
 */
import { useEffect, useState } from "react";
import type { Matrix, MatrixCell } from "../snippets/matrix.js";

export type CellCounts = Record<MatrixCell["state"], number> & {
  /** The keys of the rows and columns with at least one cell that is not empty. */
  filledRows: Set<string>;
  filledColumns: Set<string>;
};

const emptyCounts = (): CellCounts => ({ code: 0, error: 0, empty: 0, filledRows: new Set(), filledColumns: new Set() });

/** Matrices up to this many cells are counted during render. */
export const COUNT_AT_ONCE = 600;
/** Longest slice of counting work before the page gets the main thread back. */
const SLICE_MS = 8;

function countRows(matrix: Matrix, from: number, counts: CellCounts, deadline: number): number {
  let row = from;
  for (; row < matrix.rows.length; row++) {
    const current = matrix.rows[row]!;
    for (const column of matrix.columns) {
      const state = current.cell(column).state;
      counts[state]++;
      if (state !== "empty") {
        counts.filledRows.add(current.key);
        counts.filledColumns.add(column.key);
      }
    }
    if (performance.now() > deadline) return row + 1;
  }
  return row;
}

export function countCells(matrix: Matrix): CellCounts {
  const counts = emptyCounts();
  countRows(matrix, 0, counts, Infinity);
  return counts;
}

export function useCellCounts(matrix: Matrix): CellCounts | undefined {
  const atOnce = typeof window === "undefined" || matrix.rows.length * matrix.columns.length <= COUNT_AT_ONCE;
  const [result, setResult] = useState<{ matrix: Matrix; counts: CellCounts } | undefined>(() => (atOnce ? { matrix, counts: countCells(matrix) } : undefined));
  useEffect(() => {
    if (result?.matrix === matrix) return undefined;
    if (atOnce) {
      setResult({ matrix, counts: countCells(matrix) });
      return undefined;
    }
    const counts = emptyCounts();
    let next = 0;
    let timer: ReturnType<typeof setTimeout>;
    const slice = () => {
      next = countRows(matrix, next, counts, performance.now() + SLICE_MS);
      if (next < matrix.rows.length) timer = setTimeout(slice, 0);
      else setResult({ matrix, counts });
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [matrix]); // eslint-disable-line react-hooks/exhaustive-deps
  return result?.matrix === matrix ? result.counts : atOnce ? countCells(matrix) : undefined;
}
